//! Other spellings of the same word: `ae oe ue` for `ä ö ü`, as anyone without German keys
//! writes them ("Laeufer", "Koenig", "fuenf", "schlaegt", "Caesar"). `ß` needs nothing here:
//! folding already reads it as `ss`, and folding drops the dots, so "Laufer" is read too.

/// The word written without umlauts, if it has any: "Läufer" → "Laeufer".
pub fn without_umlauts(word: &str) -> Option<String> {
    if !word.contains(['ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü']) {
        return None;
    }
    let mut out = String::with_capacity(word.len() + 2);
    for c in word.chars() {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'Ä' => out.push_str("Ae"),
            'Ö' => out.push_str("Oe"),
            'Ü' => out.push_str("Ue"),
            c => out.push(c),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn umlauts_are_written_out_and_other_words_are_left_alone() {
        assert_eq!(without_umlauts("Läufer").as_deref(), Some("Laeufer"));
        assert_eq!(without_umlauts("König").as_deref(), Some("Koenig"));
        assert_eq!(without_umlauts("fünf").as_deref(), Some("fuenf"));
        assert_eq!(without_umlauts("Ödön").as_deref(), Some("Oedoen"));
        assert_eq!(without_umlauts("Springer"), None);
    }

    #[test]
    fn moves_typed_without_german_keys_are_understood() {
        use crate::{
            notation::parse_move,
            rules::{Game, StartPosition},
            vocab::{VocabId, Vocabulary},
            words::{Form, Style},
        };
        let game = Game::new(StartPosition::Fen {
            fen: "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3".into(),
            chess960: false,
        })
        .unwrap();
        let style = Style {
            form: Form::Short,
            say_pawn: true,
        };
        let fide = Vocabulary::get(VocabId::Fide);
        for (typed, uci) in [
            ("Laeufer Caesar vier", "f1c4"),
            ("Eva schlaegt David fuenf", "e4d5"),
            ("Springer schlaegt Eva fuenf", "f3e5"),
            ("Koenig Eva zwei", "e1e2"),
            ("laeufer bella fuenf schach", "f1b5"),
        ] {
            let m = parse_move(game.position(), typed, fide, style)
                .unwrap_or_else(|e| panic!("{typed}: {e:?}"));
            assert_eq!(
                m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
                uci,
                "{typed}"
            );
        }
    }
}
