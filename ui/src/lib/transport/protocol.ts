// The messages between the web build's page and its Web Worker, where the app core runs as
// WebAssembly (ui/src/web/worker.ts). Pure data, structured-cloned.

/** The page asks the worker to run a command; `id` pairs the answer with the call. The
 * arguments travel as JSON text, as over Tauri's IPC: the UI's state proxies cannot be
 * structured-cloned, and the core reads JSON anyway. */
export interface CallMessage {
  type: 'call';
  id: number;
  name: string;
  argsJson: string;
}

/** The worker's answer to the call `id`: its JSON value, or the core's typed error. */
export type AnswerMessage =
  | { type: 'answer'; id: number; ok: true; value: unknown }
  | { type: 'answer'; id: number; ok: false; error: unknown };

/** An event of the core (`game-changed`, `ai-progress`, `storage-changed`, `review-progress`). */
export interface EventMessage {
  type: 'event';
  event: string;
  payload: unknown;
}

/** The core could not start, or stopped (no WebAssembly, a fault inside it): why, in English. */
export interface FailedMessage {
  type: 'failed';
  reason: string;
}

/** The worker refused a message that names no call it could answer (not an object, no id, an
 * unknown type): why, in English. The page has nothing to pair it with; a test reads it. */
export interface RejectedMessage {
  type: 'rejected';
  reason: string;
}

/** The worker asks the page to do what only a page can (save or pick a file); `id` pairs the reply. */
export type PageRequest =
  | { type: 'save-file'; id: number; name: string; text: string; title: string }
  | { type: 'open-file'; id: number; title: string };

/** The page's reply to a request of the worker. */
export interface PageReply {
  type: 'page-reply';
  id: number;
  ok: boolean;
  /** `save-file`: whether the file was saved; `open-file`: its text, or null if the person cancelled. */
  value?: boolean | string | null;
  error?: string;
}

/** Everything the worker sends the page. */
export type FromWorker = AnswerMessage | EventMessage | FailedMessage | RejectedMessage | PageRequest;

/** How many search workers a game's analysis may use at once (the benchmark's override of the
 * count the worker makes from the device's cores: scripts/bench-web.mjs). */
export interface SearchWorkersMessage {
  type: 'search-workers';
  count: number;
}

/** This tab holds the saved games (ui/src/web/holder.ts): the core's worker, started before,
 * may open them and start the core. */
export interface HoldMessage {
  type: 'hold';
}

/** Everything the page sends the worker. */
export type ToWorker = CallMessage | PageReply | SearchWorkersMessage | HoldMessage;

/** The core's worker gives a search worker (ui/src/web/search-worker.ts) one job, as JSON. */
export interface SearchRequest {
  job: string;
}

/** What a search worker sends back: progress reports, then its answer or why there is none. */
export type FromSearch =
  | { type: 'news'; json: string }
  | { type: 'done'; answer: string }
  | { type: 'done'; error: string };
