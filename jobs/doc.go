// Package jobs runs extraction over many documents: a job you can leave
// alone, resume after a crash, keep under a provider's rate limits, watch,
// and spread over several machines.
//
// A job reads [Document]s (JSON Lines with configurable ID and text
// fields, a folder of text files, or stdin), runs an [Extractor] on each
// (usually [LoopExtractor]: mend's validation loop with a tool whose
// parameters are the extraction's JSON Schema), and writes exactly one
// [Record] per document to a [Journal]: the extracted value or the final
// error (typed, with its JSON pointers), the attempts, the strategies
// used, the tokens and the time.
//
// The output file is the journal. [OpenJournal] reads what an earlier run
// wrote, drops a torn last line (a crash in the middle of a write), and
// [Run] skips the documents already done: a re-run completes a job
// interrupted at any moment, by Ctrl-C or kill -9. Each record is written
// whole by one write call.
//
// [Config] bounds concurrency, and [Limit] wraps a model so that its
// requests and tokens per minute stay under the provider's limits
// (golang.org/x/time/rate); transient provider failures are retried by the
// loop (strategies.Config.ModelRetry) and counted apart from validation
// attempts in each record.
//
// For many machines, [Submit], [Work] and [Collect] run the same job over
// NATS JetStream: one work-queue message per document (deduplicated by
// document ID), workers that pull with explicit acks and store each result
// under its document ID before acking, and a collector that writes the
// journal. See docs/jobs.md for what is guaranteed.
package jobs
