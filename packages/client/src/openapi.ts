// Generated from the api's OpenAPI document by `npm run generate -w packages/client`. Do not edit.
export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            reason?: string;
                            condition?: {
                                /** @enum {string} */
                                code: "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW";
                                status: string;
                                reason: string;
                                since: string;
                                lastSeen: string;
                                skewMs?: number;
                            };
                            operatorBalanceLow?: {
                                /** @enum {string} */
                                code: "OPERATOR_BALANCE_LOW";
                                operatorId: string;
                                balanceHbar: number;
                                floorHbar: number;
                                reason: string;
                                since: string;
                                lastSeen: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: Redis answers, keeps maxmemory-policy noeviction and has memory to write */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            reason?: string;
                            condition?: {
                                /** @enum {string} */
                                code: "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW";
                                status: string;
                                reason: string;
                                since: string;
                                lastSeen: string;
                                skewMs?: number;
                            };
                            operatorBalanceLow?: {
                                /** @enum {string} */
                                code: "OPERATOR_BALANCE_LOW";
                                operatorId: string;
                                balanceHbar: number;
                                floorHbar: number;
                                reason: string;
                                since: string;
                                lastSeen: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            reason?: string;
                            condition?: {
                                /** @enum {string} */
                                code: "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW";
                                status: string;
                                reason: string;
                                since: string;
                                lastSeen: string;
                                skewMs?: number;
                            };
                            operatorBalanceLow?: {
                                /** @enum {string} */
                                code: "OPERATOR_BALANCE_LOW";
                                operatorId: string;
                                balanceHbar: number;
                                floorHbar: number;
                                reason: string;
                                since: string;
                                lastSeen: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deploy a ticker */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        ticker: string;
                        /** @description 1 to 100 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        name: string;
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        max: number | string;
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        limit?: number | string;
                        /** @description 0 to 100 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        metadata?: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                        /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the job is queued; poll links.self */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued";
                            /** @enum {string} */
                            op: "deploy" | "mint" | "transfer" | "burn";
                            ticker: string;
                            topicId: string;
                            /** @description The exact HCS-20 JSON that will be submitted */
                            message: string;
                            links: {
                                self: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: mint/transfer/burn of another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: mint/transfer/burn of a ticker neither deployed nor pending on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_EXISTS: deploy of a ticker deployed or pending on the topic */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED, MESSAGE_TOO_LARGE, LIMIT_EXCEEDED, SUPPLY_EXCEEDED, INSUFFICIENT_BALANCE or FROM_NOT_PAYER */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/mint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint points to an account */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        amount: number | string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        to: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                        /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the job is queued; poll links.self */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued";
                            /** @enum {string} */
                            op: "deploy" | "mint" | "transfer" | "burn";
                            ticker: string;
                            topicId: string;
                            /** @description The exact HCS-20 JSON that will be submitted */
                            message: string;
                            links: {
                                self: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: mint/transfer/burn of another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: mint/transfer/burn of a ticker neither deployed nor pending on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_EXISTS: deploy of a ticker deployed or pending on the topic */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED, MESSAGE_TOO_LARGE, LIMIT_EXCEEDED, SUPPLY_EXCEEDED, INSUFFICIENT_BALANCE or FROM_NOT_PAYER */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer points between accounts */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        amount: number | string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        from: string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        to: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                        /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the job is queued; poll links.self */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued";
                            /** @enum {string} */
                            op: "deploy" | "mint" | "transfer" | "burn";
                            ticker: string;
                            topicId: string;
                            /** @description The exact HCS-20 JSON that will be submitted */
                            message: string;
                            links: {
                                self: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: mint/transfer/burn of another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: mint/transfer/burn of a ticker neither deployed nor pending on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_EXISTS: deploy of a ticker deployed or pending on the topic */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED, MESSAGE_TOO_LARGE, LIMIT_EXCEEDED, SUPPLY_EXCEEDED, INSUFFICIENT_BALANCE or FROM_NOT_PAYER */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/burn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Burn points from an account */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        amount: number | string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        from: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                        /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the job is queued; poll links.self */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued";
                            /** @enum {string} */
                            op: "deploy" | "mint" | "transfer" | "burn";
                            ticker: string;
                            topicId: string;
                            /** @description The exact HCS-20 JSON that will be submitted */
                            message: string;
                            links: {
                                self: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: mint/transfer/burn of another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: mint/transfer/burn of a ticker neither deployed nor pending on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_EXISTS: deploy of a ticker deployed or pending on the topic */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED, MESSAGE_TOO_LARGE, LIMIT_EXCEEDED, SUPPLY_EXCEEDED, INSUFFICIENT_BALANCE or FROM_NOT_PAYER */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topics/{topicId}/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a public topic on the HCS-20 registry
         * @description Writes an HCS-20 `register` message (`private: false`) for the topic to the registry topic (HCS20_REGISTRY_TOPIC_ID), as a job like every operation: poll links.self; it is confirmed once the indexer reads it on the registry topic. The topic must be one of this service's and public: its submit key is read from the mirror. Needs an operator key.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                    topicId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The name the topic is listed under */
                        name: string;
                        /** @description 0 to 100 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        metadata?: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the job is queued; poll links.self */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued";
                            /** @enum {string} */
                            op: "register";
                            /** @description The registry topic the message goes to (the job's topic) */
                            topicId: string;
                            /** @description The topic the message lists */
                            listedTopicId: string;
                            /** @description The exact HCS-20 `register` JSON that will be submitted */
                            message: string;
                            links: {
                                self: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: the topic is not managed by this service; FORBIDDEN: the key lacks the operator scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description REGISTRY_NOT_CONFIGURED: this service has no registry topic (HCS20_REGISTRY_TOPIC_ID unset on a network without a default) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_PRIVATE: the topic has a submit key (read from the mirror): only public topics are listed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description IDEMPOTENCY_KEY_REUSED or MESSAGE_TOO_LARGE */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; MIRROR_UNAVAILABLE: no MIRROR_URL, or the mirror node did not answer (or does not know the topic yet); TOPIC_HALTED: the registry topic is halted; QUEUE_FULL and the network or payer conditions as for every operation */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit many operations
         * @description At most 1000 operations. Each is checked and admitted exactly as its single route would, in order (a later operation sees what an earlier one reserved). An Idempotency-Key covers the whole batch. All operations go to one topic (a batch is one atomic step in that topic's Redis slot): operations on two topics are refused with 422 BATCH_MIXED_TOPICS.
         */
        post: {
            parameters: {
                query?: {
                    /** @description true: all or nothing (any refusal → 422 BATCH_REFUSED naming the operation; nothing reserved or enqueued) */
                    atomic?: "true" | "false";
                };
                header?: {
                    /** @description Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        operations: {
                            [key: string]: unknown;
                        }[];
                        /** @description Default topic of the operations (an operation may name its own) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Multi-status: each operation was accepted or refused on its own */
                207: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: number;
                            refused: number;
                            /** @description One per operation, in order: the single route's 202 body, or its problem body (same status and code) */
                            results: ({
                                jobId: string;
                                /** @enum {string} */
                                status: "queued";
                                /** @enum {string} */
                                op: "deploy" | "mint" | "transfer" | "burn";
                                ticker: string;
                                topicId: string;
                                /** @description The exact HCS-20 JSON that will be submitted */
                                message: string;
                                links: {
                                    self: string;
                                };
                            } | {
                                type: string;
                                title: string;
                                status: number;
                                detail: string;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                requestId: string;
                                errors?: {
                                    path: string;
                                    message: string;
                                }[];
                                /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                                operation?: {
                                    index: number;
                                    status: number;
                                    /** @enum {string} */
                                    code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                    detail: string;
                                };
                            })[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the submit scope (an operation of another tenant's ticker is refused in its own result: TICKER_NOT_OWNED) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 1048576 bytes (BATCH_BODY_LIMIT_BYTES) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description BATCH_REFUSED (atomic: `operation` names the refused one), BATCH_MIXED_TOPICS (operations on more than one topic) or IDEMPOTENCY_KEY_REUSED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/transfer/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare a transfer for the from account to sign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        amount: number | string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        from: string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        to: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                        /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Prepared: sign `transaction` with the `from` account's key and POST it to /api/transactions */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Also the id of the job the signed transaction becomes */
                            preparationId: string;
                            /** @description Payer: the `from` account */
                            transactionId: string;
                            /** @description base64 of the frozen, unsigned TopicMessageSubmitTransaction: sign it as it is (Transaction.fromBytes(...).sign(key)) */
                            transaction: string;
                            /** @description The exact HCS-20 JSON the transaction carries */
                            message: string;
                            topicId: string;
                            nodeAccountIds: string[];
                            /** @description End of the transaction's valid window: submit the signed bytes well before it */
                            expiresAt: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: a ticker neither deployed nor pending on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description MESSAGE_TOO_LARGE or INSUFFICIENT_BALANCE: the ledger would refuse it now (nothing is reserved until the signed transaction comes) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After; PREPARATIONS_EXHAUSTED: the tenant holds SIGNED_MAX_OPEN_PER_TENANT preparations neither submitted nor expired (Retry-After: until the oldest expires) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/burn/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare a burn for the from account to sign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Whole number >= 1: a JSON integer (safe integer) or a string of at most 18 digits; send large values as strings */
                        amount: number | string;
                        /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        from: string;
                        /** @description 0 to 500 bytes of UTF-8 after trimming; no control characters (U+0000–U+001F, U+007F–U+009F) */
                        memo?: string;
                        /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                        topic_id?: string;
                    };
                };
            };
            responses: {
                /** @description Prepared: sign `transaction` with the `from` account's key and POST it to /api/transactions */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Also the id of the job the signed transaction becomes */
                            preparationId: string;
                            /** @description Payer: the `from` account */
                            transactionId: string;
                            /** @description base64 of the frozen, unsigned TopicMessageSubmitTransaction: sign it as it is (Transaction.fromBytes(...).sign(key)) */
                            transaction: string;
                            /** @description The exact HCS-20 JSON the transaction carries */
                            message: string;
                            topicId: string;
                            nodeAccountIds: string[];
                            /** @description End of the transaction's valid window: submit the signed bytes well before it */
                            expiresAt: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: a ticker neither deployed nor pending on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description MESSAGE_TOO_LARGE or INSUFFICIENT_BALANCE: the ledger would refuse it now (nothing is reserved until the signed transaction comes) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After; PREPARATIONS_EXHAUSTED: the tenant holds SIGNED_MAX_OPEN_PER_TENANT preparations neither submitted nor expired (Retry-After: until the oldest expires) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a prepared transaction its payer signed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description base64 of the prepared transaction, signed by the payer (the from account) */
                        transaction: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the job is queued; poll links.self */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued";
                            /** @enum {string} */
                            op: "deploy" | "mint" | "transfer" | "burn";
                            ticker: string;
                            topicId: string;
                            /** @description The exact HCS-20 JSON that will be submitted */
                            message: string;
                            links: {
                                self: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: another tenant's ticker */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PREPARATION_UNKNOWN: no preparation of this tenant has this transaction id (never prepared, or long expired); TICKER_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: body over 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE: body is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TRANSACTION_ALTERED: not the prepared transaction (message, topic, transaction id, nodes or body differ); TRANSACTION_EXPIRED: its valid window ends too soon to send it; SIGNATURE_INVALID: no valid signature by the payer account's key (read from the mirror) for every node; INSUFFICIENT_BALANCE or IDEMPOTENCY_KEY_REUSED */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a job, optionally waiting until it is settled
         * @description With `wait`, the answer comes as soon as the job is confirmed, invalid or failed, or when the wait ends (then the record as it is).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Seconds (0-60) to hold the request until the job is confirmed, invalid or failed; then the record as it is */
                    wait?: number;
                };
                header?: never;
                path: {
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: string;
                            /** @enum {string} */
                            status: "queued" | "submitting" | "submitted" | "confirmed" | "invalid" | "failed";
                            /** @enum {string} */
                            op: "deploy" | "mint" | "transfer" | "burn" | "register";
                            ticker?: string;
                            topicId: string;
                            message?: string;
                            requestId: string;
                            attempts: number;
                            transactionId?: string;
                            sequenceNumber?: number;
                            consensusTimestamp?: string;
                            runningHash?: string;
                            error?: {
                                code: string;
                                message: string;
                            };
                            lastError?: {
                                code: string;
                                message: string;
                                at: string;
                            };
                            createdAt: string;
                            updatedAt: string;
                            submittedAt?: string;
                            confirmedAt?: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the read scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND: no such job of this tenant, or its record expired */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: over the request limit, or the key already holds WAIT_MAX_PER_KEY waits open */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read many jobs */
        get: {
            parameters: {
                query: {
                    /** @description Comma-separated job ids, at most 1000 */
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description One entry per id, in the order asked; null for an unknown or expired job, or another tenant's */
                            jobs: ({
                                jobId: string;
                                /** @enum {string} */
                                status: "queued" | "submitting" | "submitted" | "confirmed" | "invalid" | "failed";
                                /** @enum {string} */
                                op: "deploy" | "mint" | "transfer" | "burn" | "register";
                                ticker?: string;
                                topicId: string;
                                message?: string;
                                requestId: string;
                                attempts: number;
                                transactionId?: string;
                                sequenceNumber?: number;
                                consensusTimestamp?: string;
                                runningHash?: string;
                                error?: {
                                    code: string;
                                    message: string;
                                };
                                lastError?: {
                                    code: string;
                                    message: string;
                                    at: string;
                                };
                                createdAt: string;
                                updatedAt: string;
                                submittedAt?: string;
                                confirmedAt?: string;
                            } | null)[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the read scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tenants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenants: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the scope, or the tenant is not its own */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a tenant */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the scope, or the tenant is not its own */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TENANT_EXISTS: a tenant of that name exists */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys (never their secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                id: string;
                                tenant: string;
                                name: string;
                                scopes: ("operator" | "admin" | "submit" | "read")[];
                                /** @description Its own operations limit per second, when set at creation (else OPS_PER_SECOND_PER_KEY; operator keys: none) */
                                opsPerSecond?: number;
                                /** @description Empty for the keys of API_SECRET_KEY */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the scope, or the tenant is not its own */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an API key
         * @description The key is in this answer only. An admin key creates keys of its own tenant, without the operator scope.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Default: the caller's tenant */
                        tenant?: string;
                        name: string;
                        scopes: ("operator" | "admin" | "submit" | "read")[];
                        /** @description Operations per second this key may submit (a batch counts each); default OPS_PER_SECOND_PER_KEY */
                        opsPerSecond?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            tenant: string;
                            name: string;
                            scopes: ("operator" | "admin" | "submit" | "read")[];
                            /** @description Its own operations limit per second, when set at creation (else OPS_PER_SECOND_PER_KEY; operator keys: none) */
                            opsPerSecond?: number;
                            /** @description Empty for the keys of API_SECRET_KEY */
                            createdAt: string;
                            /** @description The API key: shown only in this answer */
                            key: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the scope, or the tenant is not its own */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND: no such tenant */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked: the key gets 401 within a second; the webhook endpoints it registered stay its tenant's (a key of the default tenant: they are removed) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the key lacks the scope, or the tenant is not its own */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND: no such stored key (of this tenant) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints, with their circuit breakers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: {
                                id: string;
                                url: string;
                                events: ("job.confirmed" | "job.failed" | "job.invalid")[];
                                createdAt: string;
                                /**
                                 * @description Circuit breaker of the endpoint: open after consecutive failures (no answer in time, connection error, 5xx, 429), its deliveries deferred until openUntil; half-open: the next delivery is a probe, an answer closes it
                                 * @enum {string}
                                 */
                                circuit: "closed" | "open" | "half-open";
                                /** @description Start of the current run of failed attempts (null: none) */
                                failingSince: string | null;
                                /** @description End of the cool-down while open or half-open (null when closed) */
                                openUntil: string | null;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). The secret is returned once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description http(s) URL that receives the deliveries; its host must resolve to public addresses */
                        url: string;
                        events: ("job.confirmed" | "job.failed" | "job.invalid")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("job.confirmed" | "job.failed" | "job.invalid")[];
                            createdAt: string;
                            /** @description Standard Webhooks signing secret (whsec_...): shown only in this answer */
                            secret: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description WEBHOOK_URL_NOT_ALLOWED: the host is or resolves to a private or loopback address */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a webhook endpoint, with its circuit breaker */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            url: string;
                            events: ("job.confirmed" | "job.failed" | "job.invalid")[];
                            createdAt: string;
                            /**
                             * @description Circuit breaker of the endpoint: open after consecutive failures (no answer in time, connection error, 5xx, 429), its deliveries deferred until openUntil; half-open: the next delivery is a probe, an answer closes it
                             * @enum {string}
                             */
                            circuit: "closed" | "open" | "half-open";
                            /** @description Start of the current run of failed attempts (null: none) */
                            failingSince: string | null;
                            /** @description End of the cool-down while open or half-open (null when closed) */
                            openUntil: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND: no such webhook for this API key */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook endpoint */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND: no such webhook for this API key */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent deliveries of a webhook endpoint, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                /** @description The webhook-id header of every attempt */
                                id: string;
                                /** @enum {string} */
                                event: "job.confirmed" | "job.failed" | "job.invalid";
                                jobId: string;
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                                attempts: number;
                                /** @description HTTP status of the last attempt (null: no answer) */
                                lastStatus: number | null;
                                lastError: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND: no such webhook for this API key */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a confirmed inscription (a pending deploy answers 404 with "pending" in detail) */
        get: {
            parameters: {
                query?: {
                    /** @description A managed topic; default HCS20_TOPIC_ID */
                    topic_id?: string;
                };
                header?: never;
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A confirmed inscription (the deploy is on the ledger) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticker: string;
                            topicId: string;
                            name: string;
                            /** @description Exact decimal amount (string: up to 18 digits) */
                            max: string;
                            /** @description Exact decimal amount (string: up to 18 digits) */
                            lim?: string;
                            metadata?: string;
                            /** @description Confirmed minted supply (burns subtracted) */
                            supply: string;
                            /** @description Accounts with a confirmed balance above zero */
                            holders: number;
                            /** @description Payer of the deploy transaction */
                            deployer: string;
                            deploySequence: number;
                            /** @description Consensus timestamp of the deploy, seconds.nanos */
                            deployedAt: string;
                            pending: {
                                /** @description Supply reserved by accepted, unconfirmed mints */
                                supply: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: the ticker is not deployed (confirmed) on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/balance/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an account balance: confirmed, pending debits and available */
        get: {
            parameters: {
                query?: {
                    /** @description A managed topic; default HCS20_TOPIC_ID */
                    topic_id?: string;
                };
                header?: never;
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                    /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                    account: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticker: string;
                            topicId: string;
                            account: string;
                            /** @description Confirmed balance */
                            balance: string;
                            /** @description Reserved by accepted, unconfirmed transfers and burns from this account */
                            pendingDebits: string;
                            /** @description balance - pendingDebits: what a new transfer or burn may take */
                            available: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: the ticker is not deployed (confirmed) on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List holders by confirmed balance, highest first (paged) */
        get: {
            parameters: {
                query?: {
                    /** @description A managed topic; default HCS20_TOPIC_ID */
                    topic_id?: string;
                    limit?: number;
                    /** @description Opaque: the `next` link of the previous page carries it */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticker: string;
                            topicId: string;
                            /** @description Number of holders */
                            total: number;
                            /** @description By confirmed balance, highest first */
                            holders: {
                                account: string;
                                /** @description Exact decimal amount (string: up to 18 digits) */
                                balance: string;
                            }[];
                            /** @description Link to the next page, null on the last one */
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: the ticker is not deployed (confirmed) on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topics/{topicId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the indexer knows of a managed topic: checkpoint, public/private, halted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                    topicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the indexer knows of a managed topic */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            topicId: string;
                            /** @description Has a submit key; null until the indexer has read the topic */
                            private: boolean | null;
                            /** @description Last sequence number the indexer applied (0: none yet) */
                            lastSequence: number;
                            lastConsensusTimestamp: string | null;
                            /** @description Hex running hash after lastSequence */
                            lastRunningHash: string | null;
                            updatedAt: string | null;
                            /** @description Set when the indexer stopped the topic (running-hash chain broken) */
                            halted: {
                                reason: string;
                                sequence: number | null;
                                detail: string | null;
                                at: string | null;
                            } | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's balances on a topic: the tickers where it holds a balance or has a pending debit (paged over the topic's tickers)
         * @description Walks the topic's tickers in deploy order, `limit` of them per page, and lists those where the account holds a confirmed balance or has something pending (reserved by accepted, unconfirmed transfers and burns). A page may list fewer than `limit` tickers, or none, and still have a `next` one: follow `next` until it is null.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A managed topic; default HCS20_TOPIC_ID */
                    topic_id?: string;
                    /** @description How many of the topic's tickers this page walks (not how many it lists) */
                    limit?: number;
                    /** @description Opaque: the `next` link of the previous page carries it */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Hedera account id shard.realm.num, optionally with a -abcde checksum (stripped) */
                    account: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An account's balances on a topic, walking the topic's tickers in deploy order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: string;
                            topicId: string;
                            /** @description The tickers of this page of the topic's tickers (deploy order) where the account holds a balance or has something pending */
                            balances: {
                                ticker: string;
                                /** @description Confirmed balance (0 when only something is pending) */
                                balance: string;
                                /** @description Reserved by accepted, unconfirmed transfers and burns from this account */
                                pending: string;
                            }[];
                            /** @description Link to the next page of the topic's tickers, null on the last one. A page lists only the tickers where the account holds something: it may list fewer than `limit`, or none, and still have a next one. */
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the topic's confirmed tickers in deploy order (paged)
         * @description Each ticker with its deploy (`sequenceNumber`, `consensusTimestamp`), `max`, `limit` (the deploy's `lim`), supply and holder count. Operator keys also see the `tenant` that owns each ticker. A ticker deployed while a client pages comes on a later page: no page repeats or skips one.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A managed topic; default HCS20_TOPIC_ID */
                    topic_id?: string;
                    limit?: number;
                    /** @description Opaque: the `next` link of the previous page carries it */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the topic's confirmed tickers, in deploy order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            topicId: string;
                            /** @description Confirmed tickers in deploy order */
                            items: {
                                ticker: string;
                                name: string;
                                /** @description Exact decimal amount (string: up to 18 digits) */
                                max: string;
                                /** @description Most one mint may create (the deploy's `lim`), null when the deploy set none */
                                limit: string | null;
                                /** @description Confirmed minted supply (burns subtracted) */
                                supply: string;
                                /** @description Accounts with a confirmed balance above zero */
                                holders: number;
                                metadata: string | null;
                                /** @description Sequence number of the deploy on the topic */
                                sequenceNumber: number;
                                /** @description Consensus timestamp of the deploy, seconds.nanos */
                                consensusTimestamp: string;
                                /** @description Operator keys only: the tenant whose keys may mint, transfer and burn it (`default` for tickers other writers deployed) */
                                tenant?: string;
                            }[];
                            /** @description Link to the next page (relative, with the same query), null on the last one */
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the HCS-20 registry topic's listings (paged), each verified against the mirror
         * @description The `register` messages of the registry topic (HCS20_REGISTRY_TOPIC_ID), in order. `private` is what an entry claims; anyone may write one, so `verified` says whether the mirror agrees: true when the listed topic exists and its submit key matches the claim (no submit key: public), false when it does not exist or does not match, null when the mirror did not answer in time (the listing still answers; ask again later). Mirror answers are cached for a minute.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Opaque: the `next` link of the previous page carries it */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the registry topic's listings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            registryTopicId: string;
                            /** @description Listings in registry order */
                            items: {
                                /** @description The listed HCS-20 topic */
                                topicId: string;
                                name: string;
                                metadata: string | null;
                                /** @description What the entry claims (anyone may write an entry) */
                                private: boolean;
                                /** @description true: the topic exists on the mirror and its submit key agrees with `private` (no submit key: public); false: it does not exist or disagrees; null: the mirror did not answer in time (or none is configured) */
                                verified: boolean | null;
                                /** @description Sequence number of the register message on the registry topic */
                                sequenceNumber: number;
                            }[];
                            /** @description Link to the next page (relative, with the same query), null on the last one */
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description REGISTRY_NOT_CONFIGURED: this service follows no registry topic (HCS20_REGISTRY_TOPIC_ID unset on a network without a default) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inscription/{ticker}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a ticker's history (every message that names it, valid or not) in consensus order (paged) */
        get: {
            parameters: {
                query?: {
                    /** @description A managed topic; default HCS20_TOPIC_ID */
                    topic_id?: string;
                    limit?: number;
                    /** @description `asc` (default): oldest first, consensus order; `desc`: newest first. A cursor keeps the order it was issued for */
                    order?: "asc" | "desc";
                    /** @description Opaque: the `next` link of the previous page carries it */
                    cursor?: string;
                    /** @description Only the entries that name this account as `from` or `to` */
                    account?: string;
                    /** @description Only the entries the rules applied (`valid`) or rejected (`invalid`) */
                    status?: "valid" | "invalid";
                };
                header?: never;
                path: {
                    /** @description Ticker, trimmed and lowercased; 1 to 32 UTF-16 units; no control characters (U+0000–U+001F, U+007F–U+009F) */
                    ticker: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the ticker's history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticker: string;
                            topicId: string;
                            items: {
                                sequenceNumber: number;
                                consensusTimestamp: string;
                                /** @description The initial transaction id (from the mirror's chunk_info), null when the mirror gives none */
                                transactionId: string | null;
                                payer: string;
                                /** @enum {string} */
                                op: "deploy" | "mint" | "transfer" | "burn";
                                /** @description The `amt` of a mint, transfer or burn */
                                amount?: string;
                                from?: string;
                                to?: string;
                                /** @description deploy only */
                                name?: string;
                                /** @description deploy only */
                                max?: string;
                                /** @description deploy only, when the message has it */
                                lim?: string;
                                /** @description deploy only, when the message has it */
                                metadata?: string;
                                /** @description The message's `m` */
                                memo?: string;
                                valid: boolean;
                                /** @description Why the rules rejected it (invalid entries only): tick_exists, limit_exceeded, supply_exceeded, payer_not_from, insufficient_balance */
                                reason?: string;
                                /** @description The job that sent it, while the worker's index of its transaction id names the job (it is dropped once the job settles) */
                                jobId?: string;
                                links: {
                                    /** @description The message on the mirror node (REST) */
                                    mirror: string;
                                    /** @description The message on HashScan (testnet and mainnet) */
                                    hashscan?: string;
                                };
                            }[];
                            /** @description Link to the next page, null on the last one (a filtered page may hold fewer than `limit` items and still have one) */
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: topic_id is not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TICKER_NOT_FOUND: the ticker is not deployed (confirmed) on the topic */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; MIRROR_UNAVAILABLE: no MIRROR_URL, or the mirror node did not answer (the messages are read from it) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topics/{topicId}/invalid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the topic's rejected messages with their reasons (paged; the indexer keeps the last INDEXER_INVALID_MAX) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description `asc` (default): oldest first, consensus order; `desc`: newest first. A cursor keeps the order it was issued for */
                    order?: "asc" | "desc";
                    /** @description Opaque: the `next` link of the previous page carries it */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Hedera topic id shard.realm.num, optionally with a -abcde checksum (stripped) */
                    topicId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the topic's rejected messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            topicId: string;
                            items: {
                                sequenceNumber: number;
                                consensusTimestamp: string;
                                payer: string;
                                transactionId?: string;
                                /** @description The message as on the topic (at most 1,024 bytes); null when the mirror did not answer */
                                message: string | null;
                                /**
                                 * @description How `message` is written: its text, or base64 of its bytes when they are not UTF-8
                                 * @enum {string}
                                 */
                                encoding?: "utf8" | "base64";
                                /** @description true when `message` is cut to its first 1,024 bytes */
                                truncated?: boolean;
                                /** @description Why the rules rejected it (protocol reject reason, e.g. invalid_json, tick_not_found, insufficient_balance) */
                                reason: string;
                            }[];
                            /** @description Link to the next page, null on the last one */
                            next: string | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description TOPIC_NOT_ALLOWED: not a managed topic */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description URI_TOO_LONG: a path segment over 256 characters */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description HEADERS_TOO_LARGE: request line and headers over 64 KiB */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL: unexpected failure; quote the requestId */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
                /** @description QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                            /** @description BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail */
                            operation?: {
                                index: number;
                                status: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TICKER_EXISTS" | "TICKER_NOT_FOUND" | "LIMIT_EXCEEDED" | "SUPPLY_EXCEEDED" | "INSUFFICIENT_BALANCE" | "TOPIC_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED" | "QUEUE_UNAVAILABLE" | "QUEUE_FULL" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "MESSAGE_TOO_LARGE" | "NOT_FOUND" | "INTERNAL" | "FROM_NOT_PAYER" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "BATCH_REFUSED" | "BATCH_MIXED_TOPICS" | "WEBHOOK_URL_NOT_ALLOWED" | "FORBIDDEN" | "TICKER_NOT_OWNED" | "TENANT_EXISTS" | "TOPIC_HALTED" | "JOB_ABANDONED" | "NOT_ACCEPTED" | "PAYER_INSUFFICIENT_BALANCE" | "NETWORK_BUSY" | "CLOCK_SKEW" | "OPERATOR_BALANCE_LOW" | "PREPARATION_UNKNOWN" | "TRANSACTION_ALTERED" | "SIGNATURE_INVALID" | "TRANSACTION_EXPIRED" | "PREPARATIONS_EXHAUSTED" | "MIRROR_UNAVAILABLE" | "REGISTRY_NOT_CONFIGURED" | "TOPIC_PRIVATE";
                                detail: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
