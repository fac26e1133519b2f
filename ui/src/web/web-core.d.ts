// The app core as WebAssembly, as wasm-bindgen writes its JavaScript (scripts/build-web.sh,
// `--target web`; the crate is crates/web). Vite resolves the name to the generated module
// in the web build (ui/vite.config.ts); this declares what the worker uses of it.
declare module '@tipgobble/web-core' {
  /** Loads and instantiates the .wasm file beside the module. */
  export default function init(): Promise<unknown>;
  /** crates/web `start`. */
  export function start(
    emit: (name: string, payloadJson: string) => void,
    askPage: (kind: string, requestJson: string) => Promise<unknown>,
    startSearch: (jobJson: string, run: number) => void,
    stopSearch: (run: number) => void,
  ): Promise<void>;
  /** crates/web `search`: runs a search job (JSON) here; returns its answer's JSON, throws
   * the reason as a string when the job does not read. */
  export function search(jobJson: string, news: (newsJson: string) => void): string;
  /** crates/web `search_news`: a progress report of search run `run`. */
  export function search_news(run: number, newsJson: string): void;
  /** crates/web `search_done`: search run `run` ended, with its answer's JSON or an error. */
  export function search_done(run: number, answerJson?: string, error?: string): void;
  /** crates/web `set_search_workers`: how many search workers an analysis uses at once. */
  export function set_search_workers(count: number): void;
  /** crates/web `call`: resolves to the result's JSON, rejects with the error's JSON. */
  export function call(name: string, argsJson: string): Promise<string>;
}
