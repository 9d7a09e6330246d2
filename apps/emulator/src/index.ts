export { startEmulator, networkSettings } from './emulator.js'
export { NETWORK_PROFILES } from './network-profile.js'
export type { Emulator, EmulatorOptions } from './emulator.js'
