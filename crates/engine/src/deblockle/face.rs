//! The six faces of a Deblockle cube, their letters and their opposite pairs.

use std::fmt;

/// One face of a cube. The face on top says how the block hops after a tip.
///
/// Opposite pairs: Star–Stop, Cross–X, Slider–Hoops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "ts",
    derive(serde::Serialize, serde::Deserialize, ts_rs::TS),
    serde(rename_all = "lowercase"),
    ts(rename = "FaceName")
)]
pub enum Face {
    /// The star: turned up onto the target star, it removes the block.
    Star = 0,
    /// Stop: no hop.
    Stop = 1,
    /// Cross (+): hops one square orthogonally.
    Cross = 2,
    /// X: hops one square diagonally.
    X = 3,
    /// Slider: slides orthogonally until blocked.
    Slider = 4,
    /// Hoops: exactly three single orthogonal steps.
    Hoops = 5,
}

impl Face {
    /// All six faces, in the order of their numbers.
    pub const ALL: [Face; 6] = [
        Face::Star,
        Face::Stop,
        Face::Cross,
        Face::X,
        Face::Slider,
        Face::Hoops,
    ];

    /// The face on the other side of the cube.
    #[inline]
    pub const fn opposite(self) -> Face {
        Face::ALL[(self as usize) ^ 1]
    }

    /// The face's number, 0–5 (an index into per-face arrays).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in notation: `S` Star, `T` sTop, `C` Cross, `X` X, `L` sLider, `H` Hoops.
    pub const fn letter(self) -> char {
        match self {
            Face::Star => 'S',
            Face::Stop => 'T',
            Face::Cross => 'C',
            Face::X => 'X',
            Face::Slider => 'L',
            Face::Hoops => 'H',
        }
    }

    /// The face written with `letter` (upper case only), if any.
    pub const fn from_letter(letter: char) -> Option<Face> {
        Some(match letter {
            'S' => Face::Star,
            'T' => Face::Stop,
            'C' => Face::Cross,
            'X' => Face::X,
            'L' => Face::Slider,
            'H' => Face::Hoops,
            _ => return None,
        })
    }

    /// The face's name in English, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Face::Star => "star",
            Face::Stop => "stop",
            Face::Cross => "cross",
            Face::X => "x",
            Face::Slider => "slider",
            Face::Hoops => "hoops",
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_pairs_are_star_stop_cross_x_slider_hoops() {
        assert_eq!(Face::Star.opposite(), Face::Stop);
        assert_eq!(Face::Cross.opposite(), Face::X);
        assert_eq!(Face::Slider.opposite(), Face::Hoops);
        for face in Face::ALL {
            assert_eq!(face.opposite().opposite(), face);
            assert_ne!(face.opposite(), face);
        }
    }

    #[test]
    fn letters_are_distinct_and_round_trip() {
        for face in Face::ALL {
            assert_eq!(Face::from_letter(face.letter()), Some(face));
        }
        assert_eq!(Face::from_letter('s'), None);
        assert_eq!(Face::from_letter('Q'), None);
    }
}
