-- Settles a job from the topic once the sweep learned its sequence number from the mirror (protocol's
-- settle_on_submit: indexes it while the indexer is behind, settles from the outcome once it passed).
-- outcome: the outcome the indexer may have left for that sequence number; at: settle time.
-- KEYS: record reservation meta seqJobs outcome
-- ARGV: jobId seq at
-- include: release
-- include: job-record
-- include: settle
return settle_on_submit(KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], ARGV[1], ARGV[2], ARGV[3])
