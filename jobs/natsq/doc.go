// Package natsq spreads an extraction job (package jobs) over many
// machines on NATS JetStream, an existing engine, rather than a home-made
// queue:
//
//   - [Submit] publishes one message per document to a work-queue stream,
//     with the document's ID as the message ID, so that a resubmission
//     within the stream's duplicate window is dropped by the server.
//   - [Work] pulls documents with explicit acks, runs the extractor, stores
//     the record in a key-value bucket keyed by document ID (create-only:
//     the first record wins) and acks only after the store. A redelivered
//     document whose record exists is acked without a model call.
//   - [Collect] writes the records to a jobs.Sink (the JSON Lines journal
//     of mend extract) and ends when the queue is empty and every record
//     is written. It also turns the server's max-deliveries advisories
//     (captured in a stream of their own) into KindDelivery failure
//     records, so that a document no worker could finish in MaxDeliver
//     deliveries is in the output, not silently dropped.
//
// What mend guarantees: at-least-once delivery of each document to a
// worker (JetStream's), and exactly one record per document ID in the
// bucket and in the output (create-only stores, an idempotent sink). A
// document is sent to a model at most once per delivery, and deliveries
// are bounded by MaxDeliver. What is left to the engine: persistence and
// replication (the stream's and bucket's Replicas and storage), redelivery
// after AckWait when a worker dies, and the duplicate window.
//
// Names: for a job J, the stream MEND_J (subject mend.J.docs), the durable
// consumer "workers", the bucket MEND_J_RESULTS and the advisory stream
// MEND_J_DEAD. Keys are the base64url form of the document IDs.
package natsq
