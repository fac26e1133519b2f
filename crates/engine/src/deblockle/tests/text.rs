//! The notation: examples, canonical form, and errors that say what and where.

use super::{pos, sq};
use crate::deblockle::{parse_move, parse_position, Direction, Face, Move};
use crate::player::Player;
use crate::{Diagram, Notation};

#[test]
fn a_block_shows_its_top_and_north_faces() {
    let p = pos("Gc1:X/L,Bc7:T/C 1-0 blue no-adjacent");
    let gold = p.block_at(sq("c1")).unwrap();
    assert_eq!(gold.owner, Player::One);
    assert_eq!(gold.orientation.top(), Face::X);
    assert_eq!(gold.orientation.north(), Face::Slider);
    let blue = p.block_at(sq("c7")).unwrap();
    assert_eq!(blue.orientation.top(), Face::Stop);
    assert_eq!(blue.orientation.north(), Face::Cross);
    assert_eq!(p.removed(Player::One), 1);
    assert!(p.no_adjacent());
    assert_eq!(p.format_position(), "Gc1:X/L,Bc7:T/C 1-0 blue no-adjacent");
}

#[test]
fn formatting_is_canonical_gold_first_then_by_square() {
    let p = pos("  Be7:S/H,Gc3:S/L,Bc5:S/H,Gc1:S/L   0-0   gold ");
    assert_eq!(
        p.format_position(),
        "Gc1:S/L,Gc3:S/L,Bc5:S/H,Be7:S/H 0-0 gold"
    );
    // A side that has removed all its blocks has none on the board.
    let q = pos("Bc7:S/H,Gb2:L/X 0-2 gold");
    assert_eq!(q.format_position(), "Gb2:L/X,Bc7:S/H 0-2 gold");
}

#[test]
fn moves_parse_and_print() {
    let c3 = sq("c3");
    assert_eq!(
        parse_move("c3^n-c5"),
        Ok(Move::Tip {
            from: c3,
            dir: Direction::North,
            hop: Some(sq("c5"))
        })
    );
    assert_eq!(
        parse_move("c3^e"),
        Ok(Move::Tip {
            from: c3,
            dir: Direction::East,
            hop: None
        })
    );
    assert_eq!(parse_move(" pass "), Ok(Move::Pass));
    for text in ["c3^n-c5", "g7^w", "pass", "a1^s-a1"] {
        assert_eq!(parse_move(text).unwrap().to_string(), text);
    }
}

fn column(result: Result<impl std::fmt::Debug, crate::ParseError>) -> (usize, String) {
    let e = result.unwrap_err();
    (e.column, e.message)
}

#[test]
fn move_errors_say_what_and_where() {
    assert_eq!(column(parse_move("")).0, 0);
    assert_eq!(column(parse_move("h3^n")).0, 0);
    assert_eq!(column(parse_move("c9^n")).0, 1);
    assert_eq!(column(parse_move("c3n")).0, 2);
    let (col, msg) = column(parse_move("c3^x-c5"));
    assert_eq!(col, 3);
    assert!(msg.contains("direction"), "{msg}");
    assert_eq!(column(parse_move("c3^n+c5")).0, 4);
    assert_eq!(column(parse_move("c3^n-")).0, 5);
    assert_eq!(column(parse_move("c3^n-c8")).0, 6);
    assert_eq!(column(parse_move("c3^n-c55")).0, 5);
    assert_eq!(column(parse_move("  c3^x")).0, 5);
}

#[test]
fn position_errors_say_what_and_where() {
    let cases: [(&str, usize, &str); 14] = [
        ("", 0, "missing the blocks"),
        ("Gc1:S/L", 7, "missing the blocks removed"),
        ("Gc1:S/L,Bc7:S/H 0-0", 19, "missing the side"),
        ("Xc1:S/L 0-0 gold", 0, "owner"),
        ("Gc1:S/L,Bz7:S/H 0-0 gold", 9, "file"),
        ("Gc1:S/L,Bc7:Q/H 0-0 gold", 12, "face letter"),
        ("Gc1:S/T,Bc7:S/H 0-0 gold", 6, "must touch the top"),
        ("Gc1:S/L,Bc1:S/H 0-0 gold", 9, "two blocks on c1"),
        ("Gd2:S/L,Bc7:S/H 0-0 gold", 1, "star space"),
        ("Gc1:S/L,Bc7:S/H 0-5 gold", 18, "removed"),
        ("Gc1:S/L,Bc7:S/H 4-0 gold", 16, "1 to 4"),
        ("Gc1:S/L,Bc7:S/H 0-0 red", 20, "gold or blue"),
        ("Gc1:S/L,Bc7:S/H 0-0 gold adjacent", 25, "unknown variant"),
        ("Bc7:S/H 1-0 gold", 12, "gold has removed all"),
    ];
    for (text, col, words) in cases {
        let e = parse_position(text).unwrap_err();
        assert_eq!(e.column, col, "{text:?}: {e}");
        assert!(e.message.contains(words), "{text:?}: {e}");
    }
    assert!(parse_position("Gc1:S/L,Bc7:S/H 0-0 gold no-adjacent no-adjacent").is_err());
    assert!(parse_position("Gc1:S/L,Gc2:S/L,Gc3:S/L,Ge1:S/L,Ge3:S/L,Bc7:S/H 0-0 gold").is_err());
    assert!(parse_position("- 0-0 gold").is_err(), "no blocks at all");
    // Blue has removed its only block: Blue has won, Gold is to move but has no move.
    let won = parse_position("Gc1:S/L 1-1 gold").unwrap();
    assert_eq!(
        crate::Game::outcome(&won).and_then(crate::Outcome::winner),
        Some(Player::Two)
    );
}

#[test]
fn the_diagram_shows_top_and_north_faces_and_star_spaces() {
    let p = pos("Gc1:X/L,Bc7:T/C 0-0 gold");
    let d = p.diagram();
    assert!(d.contains("GX/L"), "{d}");
    assert!(d.contains("BT/C"), "{d}");
    assert_eq!(d.matches('*').count(), 2, "{d}");
    assert!(d.contains("gold to move"), "{d}");
    let row1 = d.lines().find(|l| l.starts_with("1 ")).unwrap();
    assert!(row1.contains("GX/L"), "{d}");
}

#[test]
fn a_game_record_of_deblockle_replays_from_its_text_with_passes() {
    use crate::{Action, GameRecord};
    let start = pos("Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:X/T,Ba7:S/L 0-0 gold");
    let mut record = GameRecord::new(start, false);
    for text in ["pass", "a7^s-a2", "pass", "undo", "redo"] {
        record.apply(Action::parse(text).unwrap()).unwrap();
    }
    let log = record.log_text();
    assert_eq!(log, "pass a7^s-a2 pass undo redo");
    let replayed = GameRecord::replay(start, false, &Action::parse_list(&log).unwrap()).unwrap();
    assert_eq!(replayed.position(), record.position());
    assert_eq!(
        replayed.position().format_position(),
        "Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:X/T,Ba2:L/T 0-0 blue"
    );
}
