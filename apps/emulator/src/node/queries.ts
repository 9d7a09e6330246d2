import { proto } from '@hashgraph/proto'
import { GrpcFault } from './grpc-server.js'
import * as grpc from '@grpc/grpc-js'
import { long } from '../ids.js'

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

/** `cost`: a paid query's cost in tinybars, told in the answer to a COST_ANSWER request; free queries have none. */
export function responseHeader (request: proto.IQueryHeader | null | undefined, code: number, cost?: number): proto.IResponseHeader {
  const responseType = request?.responseType ?? proto.ResponseType.ANSWER_ONLY
  return {
    nodeTransactionPrecheckCode: code,
    responseType,
    ...(cost !== undefined && isCostAnswer(request) ? { cost: long(cost) } : {})
  }
}

export function encodeResponse (response: proto.IResponse): Buffer {
  return Buffer.from(proto.Response.encode(response).finish())
}
