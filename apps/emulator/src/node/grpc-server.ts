import * as grpc from '@grpc/grpc-js'
import { proto } from '@hashgraph/proto'
import type { Logger } from 'pino'
import type { Faults } from '../faults.js'
import type { Decide, HederaLedger } from '../ledger/hedera-ledger.js'
import { precheck, type BodyCase, type PrecheckContext } from '../ledger/prechecks.js'
import type { TxName } from '../ledger/state.js'

/** A gRPC failure to answer with instead of a protobuf response. */
export class GrpcFault extends Error {
  constructor (readonly code: grpc.status, message: string) {
    super(message)
  }
}

export type UnaryHandler = (request: Buffer) => Buffer
type StreamHandler = (call: grpc.ServerWritableStream<Buffer, Buffer>) => void

const identity = (b: Buffer): Buffer => b

export interface ServiceSpec {
  service: string
  unary: Record<string, UnaryHandler>
  streams?: Record<string, StreamHandler>
}

/**
 * Registers a hand-written service definition: raw protobuf bytes in and out. `roundTripMs` (read per call)
 * delays each unary call like a network would: half before the node handles it, half before the answer.
 */
export function addRawService (server: grpc.Server, spec: ServiceSpec, log: Logger, roundTripMs?: () => number): void {
  const definition: Record<string, grpc.MethodDefinition<Buffer, Buffer>> = {}
  const implementation: grpc.UntypedServiceImplementation = {}
  for (const [method, handler] of Object.entries(spec.unary)) {
    definition[method] = {
      path: `/${spec.service}/${method}`,
      requestStream: false,
      responseStream: false,
      requestSerialize: identity,
      requestDeserialize: identity,
      responseSerialize: identity,
      responseDeserialize: identity
    }
    const answer = (request: Buffer): [Partial<grpc.StatusObject> | null, Buffer?] => {
      try {
        return [null, handler(request)]
      } catch (err) {
        if (err instanceof GrpcFault) return [{ code: err.code, details: err.message }]
        log.error({ err, method }, 'grpc handler failed')
        return [{ code: grpc.status.INTERNAL, details: 'internal error' }]
      }
    }
    const unary: grpc.handleUnaryCall<Buffer, Buffer> = (call, callback) => {
      const rtt = roundTripMs?.() ?? 0
      if (rtt <= 0) {
        callback(...answer(call.request))
        return
      }
      const there = Math.floor(rtt / 2)
      setTimeout(() => {
        const result = answer(call.request)
        setTimeout(() => callback(...result), rtt - there)
      }, there)
    }
    implementation[method] = unary
  }
  for (const [method, handler] of Object.entries(spec.streams ?? {})) {
    definition[method] = {
      path: `/${spec.service}/${method}`,
      requestStream: false,
      responseStream: true,
      requestSerialize: identity,
      requestDeserialize: identity,
      responseSerialize: identity,
      responseDeserialize: identity
    }
    implementation[method] = handler
  }
  server.addService(definition, implementation)
}

export interface TransactionContext {
  ledger: HederaLedger
  faults: Faults
  precheck: PrecheckContext
}

function transactionResponse (code: number): Buffer {
  return Buffer.from(proto.TransactionResponse.encode({ nodeTransactionPrecheckCode: code }).finish())
}

/** The shared path of every transaction method: faults, prechecks, consensus, the response. */
export function transactionHandler (ctx: TransactionContext, bodyCase: BodyCase, name: TxName, decide: Decide): UnaryHandler {
  return (request) => {
    const { faults, ledger } = ctx
    if (faults.take('unavailable')) throw new GrpcFault(grpc.status.UNAVAILABLE, 'injected fault: unavailable')
    if (faults.busyAlways() || faults.throttled(Date.now()) || faults.take('busy')) return transactionResponse(proto.ResponseCodeEnum.BUSY)
    // an operator out of hbar: the node refuses at precheck, whatever the transaction
    if (faults.insufficientBalance()) return transactionResponse(proto.ResponseCodeEnum.INSUFFICIENT_PAYER_BALANCE)
    // a log that cannot be written (a full disk): nothing could reach consensus; the sender backs off and retries
    if (!ledger.acceptsTransactions()) return transactionResponse(proto.ResponseCodeEnum.BUSY)
    const checked = precheck(request, bodyCase, ctx.precheck)
    if (typeof checked === 'number') return transactionResponse(checked)
    // A dropped transaction was accepted by this node but never reaches consensus (a stale event).
    ledger.accept(checked, name, decide, { drop: faults.take('dropAfterPrecheck') })
    if (faults.take('loseResponse')) throw new GrpcFault(grpc.status.UNAVAILABLE, 'injected fault: response lost')
    return transactionResponse(proto.ResponseCodeEnum.OK)
  }
}

/** A transaction method this node does not implement answers with a clean precheck code. */
export function notSupportedHandler (): UnaryHandler {
  return () => transactionResponse(proto.ResponseCodeEnum.NOT_SUPPORTED)
}
