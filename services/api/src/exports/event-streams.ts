/** The process's event-stream hub (docs/architecture.md#event-streams), for the stream bench. */
export { READ_BATCH, streamHub } from '../scans/event-stream';
