//! The games the command line drives (a command for a named game calls its generic form
//! through the engine's one dispatch, [`engine::with_game!`]).

use engine::{Diagram, Notation};

/// A game the command line can drive: it reads and writes its notation and draws its board.
pub trait CliGame: Notation + Diagram {}
impl<G: Notation + Diagram> CliGame for G {}

/// Reads `text` as a position of `G`; a parse error names the position.
pub fn position<G: Notation>(text: &str) -> Result<G, crate::error::CliError> {
    G::parse_position(text).map_err(|e| crate::error::CliError::Usage(format!("bad position: {e}")))
}
