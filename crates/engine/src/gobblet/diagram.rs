//! The board drawn for a terminal (`tipgobble show gobblet`).

use crate::game::Game;
use crate::notation::Diagram;
use crate::player::Player;

use super::colour_name;
use super::position::Gobblet;
use super::square::Square;

/// Width of one square's cell: the visible piece and up to three covered ones, `W4[B3 W2 B1]`.
const CELL: usize = 13;

impl Diagram for Gobblet {
    /// Each square shows its visible piece, then the covered pieces from top to bottom in
    /// brackets: `W4[B2 W1]` is a White 4 covering a Black 2 that covers a White 1.
    fn diagram(&self) -> String {
        let mut out = String::new();
        let header: String = ["a", "b", "c", "d"]
            .iter()
            .map(|f| format!("{f:<CELL$}"))
            .collect();
        out.push_str(&format!("   {}\n", header.trim_end()));
        for rank in (0..4u8).rev() {
            let mut row = format!("{}  ", rank + 1);
            for file in 0..4 {
                let cell = Square::new(file, rank).map_or_else(String::new, |sq| self.cell(sq));
                row.push_str(&format!("{cell:<CELL$}"));
            }
            out.push_str(row.trim_end());
            out.push_str(&format!("  {}\n", rank + 1));
        }
        out.push_str(&format!("   {}\n", header.trim_end()));
        for player in Player::BOTH {
            let stacks: Vec<String> = self
                .external_stacks(player)
                .iter()
                .map(|n| n.to_string())
                .collect();
            out.push_str(&format!(
                "{} external stacks (pieces left): {}\n",
                colour_name(player),
                stacks.join(" ")
            ));
        }
        match self.outcome() {
            Some(outcome) => out.push_str(&format!(
                "game over: {}\n",
                super::describe_outcome(outcome)
            )),
            None => out.push_str(&format!("{} to move\n", colour_name(self.side))),
        }
        out
    }
}

impl Gobblet {
    /// One square's cell: `.`, `W3`, or `W4[B2 W1]`.
    fn cell(&self, square: Square) -> String {
        let mut stack: Vec<String> = self
            .stack(square)
            .map(|p| {
                format!(
                    "{}{}",
                    if p.owner == Player::One { 'W' } else { 'B' },
                    p.size
                )
            })
            .collect();
        let Some(top) = stack.pop() else {
            return ".".to_owned();
        };
        if stack.is_empty() {
            top
        } else {
            stack.reverse();
            format!("{top}[{}]", stack.join(" "))
        }
    }
}
