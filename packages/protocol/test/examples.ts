import type { Operation } from '../src/index.js'

/** The four message examples of the HCS-20 standard (the reference builders' key order) with the operations that produce them. */
export const EXAMPLES: Array<[Operation, string]> = [
  [
    { op: 'deploy', tick: 'loyal', name: 'Loyalty', max: '1000000', lim: '10000' },
    '{"p":"hcs-20","op":"deploy","name":"Loyalty","tick":"loyal","max":"1000000","lim":"10000"}'
  ],
  [
    { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' },
    '{"p":"hcs-20","op":"mint","tick":"loyal","amt":"100","to":"0.0.1001"}'
  ],
  [
    { op: 'transfer', tick: 'loyal', amt: '10', from: '0.0.1001', to: '0.0.1002' },
    '{"p":"hcs-20","op":"transfer","tick":"loyal","amt":"10","from":"0.0.1001","to":"0.0.1002"}'
  ],
  [
    { op: 'burn', tick: 'loyal', amt: '30', from: '0.0.1001', m: 'redeemed' },
    '{"p":"hcs-20","op":"burn","tick":"loyal","amt":"30","from":"0.0.1001","m":"redeemed"}'
  ]
]
