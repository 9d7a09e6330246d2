// The submission pipeline (support/submission-pipeline.ts) on a network as far and slow as mainnet (emulator
// profile: 150 ms round trip, consensus 3 s ± 0.5 s, mirror lag 2 s), with fewer operations to keep the run short.
import { describeSubmissionPipeline } from './support/submission-pipeline.js'

describeSubmissionPipeline({ variant: 'mainnet network profile', emulatorEnv: { EMULATOR_PROFILE: 'mainnet' }, mintCount: 120, moveCount: 60, crashMints: 300 })
