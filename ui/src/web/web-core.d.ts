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
  ): Promise<void>;
  /** crates/web `call`: resolves to the result's JSON, rejects with the error's JSON. */
  export function call(name: string, argsJson: string): Promise<string>;
}
