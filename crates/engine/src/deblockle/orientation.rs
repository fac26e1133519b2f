//! How a cube lies on the board: which face is up and which faces north, one of 24
//! orientations, with the tip tables precomputed at compile time.
//!
//! The cube's handedness is that of the rules: with Star up, seen from above, the side faces
//! clockwise are Slider, X, Hoops, Cross (Star up, Slider north, X east, Hoops south, Cross
//! west, Stop down — the *reference orientation*). The tables are derived from that one fact:
//! each face gets the unit vector it points along in the reference orientation, and because a
//! turned cube is a rotation of it, the east face is always `north × top`.

use super::face::Face;
use super::square::Direction;

/// The orientation of a cube: which face is up and which faces north (the other four follow).
/// A small `Copy` value, one of 24.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Orientation(u8); // top * 4 + rotation

/// The vector a face points along in the reference orientation: x east, y north, z up.
const fn vector(face: Face) -> [i8; 3] {
    match face {
        Face::Star => [0, 0, 1],
        Face::Stop => [0, 0, -1],
        Face::Cross => [-1, 0, 0],
        Face::X => [1, 0, 0],
        Face::Slider => [0, 1, 0],
        Face::Hoops => [0, -1, 0],
    }
}

/// The face pointing along the unit vector `v`.
const fn face_along(v: [i8; 3]) -> Face {
    let mut i = 0;
    while i < 6 {
        let w = vector(Face::ALL[i]);
        if w[0] == v[0] && w[1] == v[1] && w[2] == v[2] {
            return Face::ALL[i];
        }
        i += 1;
    }
    Face::Star // unreachable for the six unit vectors the callers pass
}

const fn cross(a: [i8; 3], b: [i8; 3]) -> [i8; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// The face pointing east when `top` is up and `north` faces north (`north` must touch `top`).
const fn east_of(top: Face, north: Face) -> Face {
    face_along(cross(vector(north), vector(top)))
}

/// The face that points north at rotation 0 for each top face: Slider when Star or Stop is
/// up, otherwise Star.
const fn first_north(top: Face) -> Face {
    match top {
        Face::Star | Face::Stop => Face::Slider,
        _ => Face::Star,
    }
}

/// `NORTH[top][r]`: the face pointing north after `r` clockwise quarter turns (seen from
/// above) from rotation 0. A clockwise turn brings the west face to the north.
const NORTH: [[Face; 4]; 6] = {
    let mut table = [[Face::Star; 4]; 6];
    let mut t = 0;
    while t < 6 {
        let top = Face::ALL[t];
        let n = first_north(top);
        let e = east_of(top, n);
        table[t] = [n, e.opposite(), n.opposite(), e];
        t += 1;
    }
    table
};

/// `TIP[dir][orientation]`: the orientation after tipping one square in `dir`.
const TIP: [[u8; 24]; 4] = {
    let mut table = [[0u8; 24]; 4];
    let mut i = 0;
    while i < 24 {
        let o = Orientation(i as u8);
        let top = o.top();
        let north = o.north();
        let east = east_of(top, north);
        // North: old south up, old top north. South: old north up, old bottom north.
        // East: old west up, north stays. West: old east up, north stays.
        table[0][i] = index_of(north.opposite(), top);
        table[1][i] = index_of(east.opposite(), north);
        table[2][i] = index_of(north, top.opposite());
        table[3][i] = index_of(east, north);
        i += 1;
    }
    table
};

/// The orientation number with `top` up and `north` north; 255 if they do not touch.
const fn index_of(top: Face, north: Face) -> u8 {
    let mut r = 0;
    while r < 4 {
        if NORTH[top as usize][r] as u8 == north as u8 {
            return (top as u8) * 4 + r as u8;
        }
        r += 1;
    }
    u8::MAX
}

impl Orientation {
    /// The reference orientation of the rules: Star up, Slider north, X east, Hoops south,
    /// Cross west, Stop down.
    pub const REFERENCE: Orientation = Orientation(0);

    /// The orientation with `top` up and `north` facing north, if `north` is one of the four
    /// faces next to `top` (not `top` itself or its opposite).
    pub const fn new(top: Face, north: Face) -> Option<Orientation> {
        let i = index_of(top, north);
        if i == u8::MAX {
            None
        } else {
            Some(Orientation(i))
        }
    }

    /// `top` up, turned `rotation` (taken modulo 4) clockwise quarter turns, seen from above,
    /// from rotation 0 (Slider north for Star or Stop up, otherwise Star north).
    pub const fn with_top(top: Face, rotation: u8) -> Orientation {
        Orientation((top as u8) * 4 + rotation % 4)
    }

    /// All 24 orientations, in the order of [`Orientation::index`].
    pub fn all() -> impl Iterator<Item = Orientation> {
        (0..24).map(Orientation)
    }

    /// The orientation's number, 0–23 (an index into per-orientation arrays).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The orientation with number `index`, if it is below 24.
    pub const fn from_index(index: usize) -> Option<Orientation> {
        if index < 24 {
            Some(Orientation(index as u8))
        } else {
            None
        }
    }

    /// The face on top: it decides the hop.
    #[inline]
    pub const fn top(self) -> Face {
        Face::ALL[(self.0 >> 2) as usize]
    }

    /// The face on the bottom.
    pub const fn bottom(self) -> Face {
        self.top().opposite()
    }

    /// The face pointing north.
    #[inline]
    pub const fn north(self) -> Face {
        NORTH[(self.0 >> 2) as usize][(self.0 & 3) as usize]
    }

    /// The face pointing south.
    pub const fn south(self) -> Face {
        self.north().opposite()
    }

    /// The face pointing east.
    pub const fn east(self) -> Face {
        east_of(self.top(), self.north())
    }

    /// The face pointing west.
    pub const fn west(self) -> Face {
        self.east().opposite()
    }

    /// The face pointing in `dir`.
    pub const fn facing(self, dir: Direction) -> Face {
        match dir {
            Direction::North => self.north(),
            Direction::East => self.east(),
            Direction::South => self.south(),
            Direction::West => self.west(),
        }
    }

    /// How many clockwise quarter turns from rotation 0 (see [`Orientation::with_top`]).
    pub const fn rotation(self) -> u8 {
        self.0 & 3
    }

    /// The orientation after tipping the cube one square in `dir` (a table look-up).
    #[inline]
    pub const fn tip(self, dir: Direction) -> Orientation {
        Orientation(TIP[dir as usize][self.0 as usize])
    }

    /// The same top face, turned a clockwise quarter turn seen from above.
    pub const fn turned_clockwise(self) -> Orientation {
        Orientation((self.0 & !3) | ((self.0 + 1) & 3))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cube worked by hand, exactly as the rules describe it: the face in each of the six
    /// slots, and tipping as the rules' slot permutation. Nothing from the tables above.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct HandCube {
        up: Face,
        down: Face,
        north: Face,
        south: Face,
        east: Face,
        west: Face,
    }

    impl HandCube {
        fn reference() -> Self {
            HandCube {
                up: Face::Star,
                north: Face::Slider,
                east: Face::X,
                south: Face::Hoops,
                west: Face::Cross,
                down: Face::Stop,
            }
        }

        /// "Tipping north: the old south face becomes the top, the old top faces north, the
        /// old north face goes to the bottom, the old bottom faces south; east and west stay."
        /// The other directions by symmetry.
        fn tip(self, dir: Direction) -> Self {
            let c = self;
            match dir {
                Direction::North => HandCube {
                    up: c.south,
                    north: c.up,
                    down: c.north,
                    south: c.down,
                    ..c
                },
                Direction::South => HandCube {
                    up: c.north,
                    south: c.up,
                    down: c.south,
                    north: c.down,
                    ..c
                },
                Direction::East => HandCube {
                    up: c.west,
                    east: c.up,
                    down: c.east,
                    west: c.down,
                    ..c
                },
                Direction::West => HandCube {
                    up: c.east,
                    west: c.up,
                    down: c.west,
                    east: c.down,
                    ..c
                },
            }
        }

        fn matches(self, o: Orientation) -> bool {
            o.top() == self.up
                && o.bottom() == self.down
                && o.north() == self.north
                && o.south() == self.south
                && o.east() == self.east
                && o.west() == self.west
        }
    }

    /// Every hand-worked cube reachable from the reference by tips.
    fn all_hand_cubes() -> Vec<HandCube> {
        let mut seen = vec![HandCube::reference()];
        let mut i = 0;
        while i < seen.len() {
            for dir in Direction::ALL {
                let next = seen[i].tip(dir);
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        seen
    }

    #[test]
    fn the_reference_orientation_has_exactly_the_faces_of_the_rules() {
        let o = Orientation::REFERENCE;
        assert_eq!(o, Orientation::new(Face::Star, Face::Slider).unwrap());
        assert_eq!(o.top(), Face::Star);
        assert_eq!(o.north(), Face::Slider);
        assert_eq!(o.east(), Face::X);
        assert_eq!(o.south(), Face::Hoops);
        assert_eq!(o.west(), Face::Cross);
        assert_eq!(o.bottom(), Face::Stop);
    }

    #[test]
    fn tip_tables_agree_with_the_hand_worked_cube_in_all_24_orientations() {
        let cubes = all_hand_cubes();
        assert_eq!(cubes.len(), 24, "a cube has 24 orientations");
        for cube in cubes {
            let o = Orientation::new(cube.up, cube.north).expect("north touches top");
            assert!(cube.matches(o), "{cube:?} vs {o:?}");
            for dir in Direction::ALL {
                assert!(cube.tip(dir).matches(o.tip(dir)), "{cube:?} tipped {dir}");
            }
        }
    }

    #[test]
    fn north_then_south_restores_and_four_tips_one_way_restore() {
        assert_eq!(Orientation::all().count(), 24);
        for o in Orientation::all() {
            assert_eq!(o.tip(Direction::North).tip(Direction::South), o);
            assert_eq!(o.tip(Direction::East).tip(Direction::West), o);
            for dir in Direction::ALL {
                assert_eq!(o.tip(dir).tip(dir.opposite()), o);
                assert_eq!(o.tip(dir).tip(dir).tip(dir).tip(dir), o);
                assert_ne!(o.tip(dir), o);
            }
        }
    }

    #[test]
    fn star_up_tips_bring_up_the_face_on_the_far_side() {
        let o = Orientation::REFERENCE;
        // Tipping north rolls the south face (Hoops) up; east rolls the west face (Cross) up.
        assert_eq!(o.tip(Direction::North).top(), Face::Hoops);
        assert_eq!(o.tip(Direction::North).north(), Face::Star);
        assert_eq!(o.tip(Direction::South).top(), Face::Slider);
        assert_eq!(o.tip(Direction::East).top(), Face::Cross);
        assert_eq!(o.tip(Direction::West).top(), Face::X);
    }

    #[test]
    fn rotations_keep_the_top_and_visit_the_four_side_faces_clockwise() {
        for top in Face::ALL {
            let o = Orientation::with_top(top, 0);
            let turned = o.turned_clockwise();
            assert_eq!(turned.top(), top);
            // A clockwise quarter turn seen from above brings the west face to the north.
            assert_eq!(turned.north(), o.west());
            assert_eq!(turned.east(), o.north());
            let norths: Vec<Face> = (0..4)
                .map(|r| Orientation::with_top(top, r).north())
                .collect();
            for side in Face::ALL {
                let expected = usize::from(side != top && side != top.opposite());
                assert_eq!(norths.iter().filter(|&&f| f == side).count(), expected);
            }
        }
        assert_eq!(Orientation::new(Face::Star, Face::Stop), None);
        assert_eq!(Orientation::new(Face::X, Face::X), None);
    }
}
