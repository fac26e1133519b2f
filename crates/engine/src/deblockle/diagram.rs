//! The board drawn as text for a terminal (`tipgobble show deblockle`).

use super::position::{colour, Deblockle};
use super::square::Square;
use crate::notation::Diagram;
use crate::player::Player;

impl Diagram for Deblockle {
    /// Rank 7 at the top. Each square is five characters: a block as owner, top face and
    /// north face (`GX/L`: Gold, X up, Slider north), a star space as `*`, an empty square as
    /// `.`. Below the board: blocks removed, the side to move, the variant and the legend.
    fn diagram(&self) -> String {
        let mut out = String::new();
        let files = "     a    b    c    d    e    f    g\n";
        out.push_str(files);
        for rank in (0..7u8).rev() {
            out.push_str(&format!("{}  ", rank + 1));
            for file in 0..7u8 {
                let cell = match Square::new(file, rank) {
                    Some(square) => match self.block_at(square) {
                        Some(block) => format!(
                            "{}{}/{}",
                            if block.owner == Player::One { 'G' } else { 'B' },
                            block.orientation.top().letter(),
                            block.orientation.north().letter()
                        ),
                        None if square.is_star() => "*".to_owned(),
                        None => ".".to_owned(),
                    },
                    None => String::new(),
                };
                out.push_str(&format!("{cell:^5}"));
            }
            out.push_str(&format!(" {}\n", rank + 1));
        }
        out.push_str(files);
        let removed = |p: Player| {
            format!(
                "{} removed {} of {}",
                colour(p),
                self.removed(p),
                self.blocks_per_side(p)
            )
        };
        out.push_str(&format!(
            "{}, {}; {} to move{}\n",
            removed(Player::One),
            removed(Player::Two),
            colour(self.side),
            if self.no_adjacent {
                "; no-adjacent"
            } else {
                ""
            }
        ));
        out.push_str(
            "blocks: G gold, B blue, then top/north face; faces: S star, T stop, C cross, X x, L slider, H hoops\n",
        );
        out
    }
}
