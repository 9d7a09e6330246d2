/** How far the emulated network is from its client: figures a real network imposes on every call. */
export interface NetworkSettings {
  /** Added to every gRPC call (half before the node handles it, half before the answer arrives). */
  roundTripMs: number
  /** Time from acceptance (precheck OK) to consensus. */
  consensusDelayMs: number
  /** Each transaction's consensus delay is drawn uniformly from delay ± jitter. */
  consensusJitterMs: number
  /** A message becomes visible on the mirror (REST and stream) this long after consensus. */
  mirrorLagMs: number
}

export const PROFILES = ['local', 'mainnet'] as const
export type ProfileName = typeof PROFILES[number]

// Sources of the mainnet figures (apps/emulator/README.md repeats them):
// - consensus 3 s ± 0.5 s: Hedera publishes a time to finality of about 3 s (hedera.com network dashboard);
//   submitters in this project's issue tracker measured 3 to 5 s from send to receipt;
// - mirror lag 2 s: the mirror node imports the record files consensus nodes close every 2 s
//   (docs.hedera.com, mirror node architecture), observed 1 to 3 s behind consensus;
// - round trip 150 ms: a client in one cloud region talking to consensus nodes spread over several
//   continents (typical inter-region round trips are 70 to 250 ms).
export const NETWORK_PROFILES: Record<ProfileName, NetworkSettings> = {
  local: { roundTripMs: 0, consensusDelayMs: 0, consensusJitterMs: 0, mirrorLagMs: 0 },
  mainnet: { roundTripMs: 150, consensusDelayMs: 3000, consensusJitterMs: 500, mirrorLagMs: 2000 }
}
