//! The games the command line drives, and the call of a generic command for a named game.

use engine::{Diagram, Notation};

/// A game the command line can drive: it reads and writes its notation and draws its board.
pub trait CliGame: Notation + Diagram {}
impl<G: Notation + Diagram> CliGame for G {}

/// Calls the generic function `$f::<G>($args…)` with `G` the game `$kind` names.
macro_rules! for_game {
    ($kind:expr, $f:ident($($arg:expr),*)) => {
        match $kind {
            engine::GameKind::Gobblet => $f::<engine::gobblet::Gobblet>($($arg),*),
            engine::GameKind::Deblockle => $f::<engine::deblockle::Deblockle>($($arg),*),
        }
    };
}
pub(crate) use for_game;

/// Reads `text` as a position of `G`; a parse error names the position.
pub fn position<G: Notation>(text: &str) -> Result<G, crate::error::CliError> {
    G::parse_position(text).map_err(|e| crate::error::CliError::Usage(format!("bad position: {e}")))
}
