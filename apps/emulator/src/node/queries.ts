import { proto } from '@hashgraph/proto'
import { GrpcFault } from './grpc-server.js'
import * as grpc from '@grpc/grpc-js'
import { long } from '../ids.js'

/** What a paid query costs, in tinybars (answered to COST_ANSWER; payments are not checked). */
const QUERY_COST = 100_000

export function decodeQuery (bytes: Buffer): proto.Query {
  try {
    return proto.Query.decode(bytes)
  } catch {
    throw new GrpcFault(grpc.status.INVALID_ARGUMENT, 'malformed Query')
  }
}

export function isCostAnswer (header: proto.IQueryHeader | null | undefined): boolean {
  const t = header?.responseType
  return t === proto.ResponseType.COST_ANSWER || t === proto.ResponseType.COST_ANSWER_STATE_PROOF
}

export function responseHeader (request: proto.IQueryHeader | null | undefined, code: number, paid: boolean): proto.IResponseHeader {
  const responseType = request?.responseType ?? proto.ResponseType.ANSWER_ONLY
  return {
    nodeTransactionPrecheckCode: code,
    responseType,
    ...(paid && isCostAnswer(request) ? { cost: long(QUERY_COST) } : {})
  }
}

export function encodeResponse (response: proto.IResponse): Buffer {
  return Buffer.from(proto.Response.encode(response).finish())
}
