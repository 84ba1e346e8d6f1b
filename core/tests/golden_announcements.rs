//! Golden announcements: the Opera Game (Morphy, 1858) read in every vocabulary. The words were
//! checked against the seed texts (Norwegian FIDE Laws for fide and nb, the Icelandic and
//! Vietnamese texts for is and vi). A change here changes what players hear: review it by ear.

use annabella_core::{
    announce::announce_move,
    pgn::read_games,
    rules::Game,
    vocab::{VocabId, Vocabulary},
    words::{Form, Style},
};

fn read_aloud(id: VocabId, form: Form) -> String {
    let pgn = read_games(include_str!("../../tests/data/classics.pgn"))
        .remove(0)
        .unwrap();
    let vocab = Vocabulary::get(id);
    let style = Style {
        form,
        say_pawn: vocab.says_pawn_by_default(),
    };
    let mut game = Game::default();
    let mut lines = String::new();
    for ply in pgn.game.plies() {
        let said = vocab.render(
            &announce_move(game.position(), ply.mv, style),
            vocab.native_ui(),
        );
        game.play(ply.mv).unwrap();
        lines.push_str(&said);
        lines.push('\n');
    }
    lines
}

#[test]
fn opera_game_in_every_vocabulary() {
    for id in VocabId::ALL {
        let expected = match id {
            VocabId::Fide => include_str!("golden/opera.fide.txt"),
            VocabId::Nb => include_str!("golden/opera.nb.txt"),
            VocabId::En => include_str!("golden/opera.en.txt"),
            VocabId::Is => include_str!("golden/opera.is.txt"),
            VocabId::Vi => include_str!("golden/opera.vi.txt"),
        };
        assert_eq!(read_aloud(id, Form::Short), expected, "vocabulary {id}");
    }
}

#[test]
fn opera_game_long_form_in_fide() {
    let long = read_aloud(VocabId::Fide, Form::Long);
    let lines: Vec<&str> = long.lines().collect();
    assert_eq!(lines[0], "Bauer Eva zwei Eva vier");
    assert_eq!(lines[2], "Springer Gustav eins Felix drei");
    assert_eq!(lines[22], "Lange Rochade");
    assert_eq!(lines[23], "Turm Anna acht David acht");
    assert_eq!(lines[32], "Turm David eins David acht Schachmatt");
}
