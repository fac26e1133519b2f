//! The store in a browser (`wasm32-unknown-unknown`, feature `web`): the origin-private file
//! system as a SQLite VFS, the `opfs-sahpool` VFS of the `sqlite-wasm-vfs` crate. In the
//! dedicated Web Worker that runs the app core, once:
//!
//! ```ignore
//! store::web::install_opfs().await?;
//! let (store, report) = store::Store::open_on_vfs("games.sqlite", store::web::OPFS_VFS)?;
//! ```
//!
//! OPFS's synchronous access handles exist only in a dedicated worker of a secure context
//! (https, or localhost), and one worker at a time owns the pool.

pub use sqlite_wasm_vfs::sahpool::{OpfsSAHError, OpfsSAHPoolUtil};

use sqlite_wasm_vfs::sahpool::{install, OpfsSAHPoolCfg};

/// The name the origin-private file system VFS is registered under (the pool's default).
pub const OPFS_VFS: &str = "opfs-sahpool";

/// Registers the origin-private file system VFS [`OPFS_VFS`] (not as the default VFS), or
/// finds it registered already; the returned handle manages its pool (capacity, pause,
/// export and import of a database file). Fails outside a dedicated worker of a secure
/// context.
pub async fn install_opfs() -> Result<OpfsSAHPoolUtil, OpfsSAHError> {
    install::<sqlite_wasm_rs::WasmOsCallback>(&OpfsSAHPoolCfg::default(), false).await
}
