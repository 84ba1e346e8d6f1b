//! Announcement vocabularies: the words of `locales/announce/*.ftl`, used in both directions.
//!
//! Rendering turns tokens into the words a player hears ("Springer Felix drei"); reading turns
//! what a player types or says back into [`Word`]s, through a lexicon built from the same file,
//! so that every word the app says is also a word it understands.

use std::{collections::HashMap, fmt, sync::OnceLock};

use fluent_bundle::FluentArgs;
use shakmaty::{ByRole, CastlingSide, Color, File, KnownOutcome, Piece, Rank, Role};
use unicode_normalization::{UnicodeNormalization, char::is_combining_mark};

use fluent_bundle::FluentValue;

use crate::message::{Arg, Message};
use crate::message::{LINE, WORD, shown};
use crate::{
    fluent_text::{self, Bundle, message},
    ui_text::{UiLanguage, UiText},
    words::{BoardName, BoardNote, Difference},
    words::{CastlingRefusal, NotationError},
    words::{Event, TimeWords, Token},
};

/// The vocabularies shipped in `locales/announce/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VocabId {
    /// FIDE Appendix D.2.1: Anna … Hector, German ranks and piece names (the default).
    Fide,
    /// Norwegian (Bokmål), for play between Scandinavian players.
    Nb,
    En,
    Is,
    Vi,
}

impl VocabId {
    pub const ALL: [VocabId; 5] = [
        VocabId::Fide,
        VocabId::Nb,
        VocabId::En,
        VocabId::Is,
        VocabId::Vi,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            VocabId::Fide => "fide",
            VocabId::Nb => "nb",
            VocabId::En => "en",
            VocabId::Is => "is",
            VocabId::Vi => "vi",
        }
    }

    fn source(self) -> &'static str {
        match self {
            VocabId::Fide => include_str!("../../locales/announce/fide.ftl"),
            VocabId::Nb => include_str!("../../locales/announce/nb.ftl"),
            VocabId::En => include_str!("../../locales/announce/en.ftl"),
            VocabId::Is => include_str!("../../locales/announce/is.ftl"),
            VocabId::Vi => include_str!("../../locales/announce/vi.ftl"),
        }
    }

    fn index(self) -> usize {
        VocabId::ALL.iter().position(|&id| id == self).unwrap_or(0)
    }
}

impl VocabId {
    /// The interface language that speaks this vocabulary's language: the sentences around its
    /// move words when no other interface language is chosen (the FIDE words are German).
    pub fn native_ui(self) -> UiLanguage {
        match self {
            VocabId::Fide => UiLanguage::De,
            VocabId::Nb => UiLanguage::Nb,
            VocabId::En => UiLanguage::En,
            VocabId::Is => UiLanguage::Is,
            VocabId::Vi => UiLanguage::Vi,
        }
    }
}

impl crate::choice::Choice for VocabId {
    const ALL: &'static [VocabId] = &VocabId::ALL;

    fn as_str(self) -> &'static str {
        VocabId::as_str(self)
    }
}

impl fmt::Display for VocabId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a word means when a player types or says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    File(File),
    Rank(Rank),
    Piece(Role),
    Takes,
    Check,
    Checkmate,
    EnPassant,
    Castle(CastlingSide),
    /// A word that carries no meaning for the move ("auf", "to", "=").
    Filler,
}

/// A word as read, with the text it came from (for "not understood: …").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heard {
    pub word: Word,
    pub text: String,
}

/// Why a vocabulary file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VocabError {
    Syntax(String),
    MissingMessage(&'static str),
    /// Two meanings for one word: the app could not tell them apart when reading.
    Collision {
        phrase: String,
        first: String,
        second: String,
    },
}

/// The messages every vocabulary must define (the others are optional `accept-*` lists).
pub const REQUIRED_MESSAGES: &[&str] = &[
    "meta-language",
    "meta-say-pawn",
    "file-a",
    "file-b",
    "file-c",
    "file-d",
    "file-e",
    "file-f",
    "file-g",
    "file-h",
    "rank-1",
    "rank-2",
    "rank-3",
    "rank-4",
    "rank-5",
    "rank-6",
    "rank-7",
    "rank-8",
    "piece-king",
    "piece-queen",
    "piece-rook",
    "piece-bishop",
    "piece-knight",
    "piece-pawn",
    "letter-king",
    "letter-queen",
    "letter-rook",
    "letter-bishop",
    "letter-knight",
    "takes",
    "check",
    "checkmate",
    "en-passant",
    "castle-king-side",
    "castle-queen-side",
    "promotion",
];

const FILE_KEYS: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];

/// The message-key name of a role, also the selector value passed to Fluent.
pub fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// One vocabulary, loaded: fixed words rendered once, the Fluent bundle for messages with
/// arguments, and the lexicon for reading.
pub struct Vocabulary {
    id: VocabId,
    bundle: Bundle,
    files: [String; 8],
    ranks: [String; 8],
    pieces: ByRole<String>,
    promotions: ByRole<String>,
    letters: ByRole<Option<char>>,
    takes: String,
    check: String,
    checkmate: String,
    en_passant: String,
    castles: [String; 2],
    say_pawn: bool,
    lexicon: HashMap<String, Word>,
    longest_phrase: usize,
}

impl fmt::Debug for Vocabulary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Vocabulary")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

impl Vocabulary {
    /// A shipped vocabulary, loaded on first use. The files are compiled in and every one is
    /// loaded by the tests, so a broken one cannot reach a player: that alone may panic here.
    #[allow(clippy::panic)]
    pub fn get(id: VocabId) -> &'static Vocabulary {
        static LOADED: [OnceLock<Vocabulary>; 5] = [const { OnceLock::new() }; 5];
        LOADED[id.index()].get_or_init(|| {
            Vocabulary::from_ftl(id, id.source())
                .unwrap_or_else(|e| panic!("locales/announce/{id}.ftl is shipped broken: {e:?}"))
        })
    }

    /// Loads a vocabulary from Fluent source, checking that it defines every message and that no
    /// word has two meanings.
    pub fn from_ftl(id: VocabId, source: &str) -> Result<Vocabulary, VocabError> {
        let bundle = fluent_text::load(source).map_err(VocabError::Syntax)?;
        let text = |bundle: &Bundle, key: &'static str| -> Result<String, VocabError> {
            message(bundle, key, None).ok_or(VocabError::MissingMessage(key))
        };
        for key in REQUIRED_MESSAGES {
            if !bundle.has_message(key) {
                return Err(VocabError::MissingMessage(key));
            }
        }

        let files =
            FILE_KEYS.map(|f| message(&bundle, &format!("file-{f}"), None).unwrap_or_default());
        let ranks = std::array::from_fn(|i| {
            message(&bundle, &format!("rank-{}", i + 1), None).unwrap_or_default()
        });
        let pieces = ByRole::new_with(|role| {
            message(&bundle, &format!("piece-{}", role_key(role)), None).unwrap_or_default()
        });
        let promotions = ByRole::new_with(|role| {
            let mut args = FluentArgs::new();
            args.set("piece", pieces.get(role).clone());
            message(&bundle, "promotion", Some(&args)).unwrap_or_default()
        });
        let letters = ByRole::new_with(|role| {
            message(&bundle, &format!("letter-{}", role_key(role)), None)
                .and_then(|l| l.trim().chars().next())
        });
        let mut vocab = Vocabulary {
            id,
            files,
            ranks,
            pieces,
            promotions,
            letters,
            takes: text(&bundle, "takes")?,
            check: text(&bundle, "check")?,
            checkmate: text(&bundle, "checkmate")?,
            en_passant: text(&bundle, "en-passant")?,
            castles: [
                text(&bundle, "castle-king-side")?,
                text(&bundle, "castle-queen-side")?,
            ],
            say_pawn: text(&bundle, "meta-say-pawn")?.trim() == "yes",
            lexicon: HashMap::new(),
            longest_phrase: 1,
            bundle,
        };
        vocab.build_lexicon()?;
        Ok(vocab)
    }

    /// The language its words are spoken in (a BCP 47 tag such as "de"): picks the voice.
    pub fn language(&self) -> String {
        message(&self.bundle, "meta-language", None).unwrap_or_else(|| "en".to_string())
    }

    pub fn id(&self) -> VocabId {
        self.id
    }

    /// The language `tokens` are spoken in (a tag such as "de", for the voice): a move in this
    /// vocabulary's language, a sentence around move words in the interface language `ui`.
    pub fn speaking_language(&self, tokens: &[Token], ui: UiLanguage) -> String {
        if tokens.iter().all(Token::is_move_word) {
            self.language()
        } else {
            ui.as_str().to_string()
        }
    }

    /// The interface text in this vocabulary's own language (German for the FIDE words).
    pub fn native_ui(&self) -> &'static UiText {
        UiText::get(self.id.native_ui())
    }

    /// Whether this vocabulary says the pawn word on pawn moves unless the player chose otherwise.
    pub fn says_pawn_by_default(&self) -> bool {
        self.say_pawn
    }

    /// The piece letter used in typed moves (Appendix C.3), if the role has one.
    pub fn letter(&self, role: Role) -> Option<char> {
        *self.letters.get(role)
    }

    /// Every (key, meaning) pair of the vocabulary, canonical words and accepted spellings.
    fn meanings(&self) -> Vec<(&'static str, String, Word)> {
        let mut out = Vec::new();
        for (i, file) in File::ALL.into_iter().enumerate() {
            out.push((FILE_KEYS[i], self.files[i].clone(), Word::File(file)));
        }
        for (i, rank) in Rank::ALL.into_iter().enumerate() {
            out.push((
                ["1", "2", "3", "4", "5", "6", "7", "8"][i],
                self.ranks[i].clone(),
                Word::Rank(rank),
            ));
        }
        for role in Role::ALL {
            out.push((
                role_key(role),
                self.pieces.get(role).clone(),
                Word::Piece(role),
            ));
        }
        out.push(("takes", self.takes.clone(), Word::Takes));
        out.push(("check", self.check.clone(), Word::Check));
        out.push(("checkmate", self.checkmate.clone(), Word::Checkmate));
        out.push(("en-passant", self.en_passant.clone(), Word::EnPassant));
        out.push((
            "castle-king-side",
            self.castles[0].clone(),
            Word::Castle(CastlingSide::KingSide),
        ));
        out.push((
            "castle-queen-side",
            self.castles[1].clone(),
            Word::Castle(CastlingSide::QueenSide),
        ));
        out
    }

    fn build_lexicon(&mut self) -> Result<(), VocabError> {
        let mut entries: Vec<(String, Word)> = Vec::new();
        for (key, canonical, word) in self.meanings() {
            entries.push((canonical, word));
            let accept_key = match word {
                Word::File(_) => format!("accept-file-{key}"),
                Word::Rank(_) => format!("accept-rank-{key}"),
                Word::Piece(_) => format!("accept-piece-{key}"),
                _ => format!("accept-{key}"),
            };
            entries.extend(
                self.accepted(&accept_key)
                    .into_iter()
                    .map(|alias| (alias, word)),
            );
        }
        entries.extend(
            self.accepted("accept-filler")
                .into_iter()
                .map(|alias| (alias, Word::Filler)),
        );
        // The same words written without umlauts, where that spelling means nothing else.
        let respelled: Vec<(String, Word)> = entries
            .iter()
            .filter_map(|(phrase, word)| Some((crate::spellings::without_umlauts(phrase)?, *word)))
            .collect();
        for (phrase, word) in entries {
            let key = fold(&phrase);
            if key.is_empty() {
                continue;
            }
            self.longest_phrase = self.longest_phrase.max(key.split(' ').count());
            if let Some(&existing) = self.lexicon.get(&key)
                && existing != word
            {
                return Err(VocabError::Collision {
                    phrase,
                    first: format!("{existing:?}"),
                    second: format!("{word:?}"),
                });
            }
            self.lexicon.insert(key, word);
        }
        for (phrase, word) in respelled {
            self.lexicon.entry(fold(&phrase)).or_insert(word);
        }
        Ok(())
    }

    fn accepted(&self, key: &str) -> Vec<String> {
        message(&self.bundle, key, None)
            .map(|list| {
                list.split('|')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    }

    // ---- rendering ------------------------------------------------------------------------

    /// The words for a token sequence, separated by spaces: the move words (files, ranks,
    /// pieces, castling, capture, check, mate, promotion) from this vocabulary, every sentence
    /// around them (events, times, board comparisons, refusals, colours) in the interface
    /// language `ui`. A sentence never mixes two languages but for the move words in it.
    pub fn render(&self, tokens: &[Token], ui: &UiText) -> String {
        let mut out = String::with_capacity(48);
        for token in tokens {
            if !out.is_empty() {
                out.push(' ');
            }
            self.push_token(&mut out, token, ui);
        }
        out
    }

    fn push_token(&self, out: &mut String, token: &Token, ui: &UiText) {
        match token {
            Token::Piece(role) => out.push_str(self.pieces.get(*role)),
            Token::File(file) => out.push_str(&self.files[usize::from(*file)]),
            Token::Rank(rank) => out.push_str(&self.ranks[usize::from(*rank)]),
            Token::Takes => out.push_str(&self.takes),
            Token::Promotion(role) => out.push_str(self.promotions.get(*role)),
            Token::EnPassant => out.push_str(&self.en_passant),
            Token::Check => out.push_str(&self.check),
            Token::Checkmate => out.push_str(&self.checkmate),
            Token::Castle(side) => out.push_str(self.castle(*side)),
            Token::Color(color) => out.push_str(&ui.color_name(*color)),
            Token::Time(time) => out.push_str(&time_text(ui, *time)),
            Token::Occupant(piece) => out.push_str(&self.name_occupant(*piece, ui)),
            Token::Difference(difference) => out.push_str(&self.difference_text(difference, ui)),
            Token::BoardNote(board, note) => out.push_str(&self.board_note_text(*board, note, ui)),
            Token::MovesCompleted(n) => out.push_str(&count(ui, "moves-completed", (*n).into())),
            Token::Event(event) => out.push_str(&event_text(ui, event)),
            Token::Refusal(error) => out.push_str(&self.refusal_text(error, ui)),
        }
    }

    fn castle(&self, side: CastlingSide) -> &str {
        match side {
            CastlingSide::KingSide => &self.castles[0],
            CastlingSide::QueenSide => &self.castles[1],
        }
    }

    /// "Felix drei".
    pub fn square(&self, square: shakmaty::Square) -> String {
        format!(
            "{} {}",
            self.files[usize::from(square.file())],
            self.ranks[usize::from(square.rank())]
        )
    }

    /// The files' names, from the a-file ("Anna" … "Hector"): the board's edge labels.
    pub fn file_names(&self) -> &[String; 8] {
        &self.files
    }

    /// The ranks' names, from the first ("eins" … "acht").
    pub fn rank_names(&self) -> &[String; 8] {
        &self.ranks
    }

    /// "Springer".
    pub fn piece(&self, role: Role) -> &str {
        self.pieces.get(role)
    }

    /// "ein weißer Springer", or "leer" for no piece.
    pub fn describe(&self, piece: Option<Piece>, ui: &UiText) -> String {
        self.piece_text("piece-described", piece, ui)
    }

    /// "weißer Springer", or "leer": a piece as it is named when a square is read.
    pub fn name_occupant(&self, piece: Option<Piece>, ui: &UiText) -> String {
        self.piece_text("piece-named", piece, ui)
    }

    /// A piece through the message `id` (with or without an article), or "leer".
    fn piece_text(&self, id: &str, piece: Option<Piece>, ui: &UiText) -> String {
        let Some(piece) = piece else {
            return sentence(ui, "square-empty", &FluentArgs::new());
        };
        let mut args = FluentArgs::new();
        args.set("color", piece.color.fold_wb("white", "black"));
        args.set("role", role_key(piece.role));
        args.set("piece", self.piece(piece.role).to_string());
        sentence(ui, id, &args)
    }

    /// "Felix drei: auf deinem Brett ein weißer Springer, in der Partie leer".
    fn difference_text(&self, difference: &Difference, ui: &UiText) -> String {
        let mut args = FluentArgs::new();
        args.set("board", difference.board.as_str());
        args.set("square", self.square(difference.square));
        args.set("there", self.describe(difference.on_board, ui));
        args.set("game", self.describe(difference.in_game, ui));
        sentence(ui, "board-difference", &args)
    }

    fn board_note_text(&self, board: BoardName, note: &BoardNote, ui: &UiText) -> String {
        let mut args = FluentArgs::new();
        args.set("board", board.as_str());
        let id = match note {
            BoardNote::InStep => "board-in-step",
            BoardNote::MoveMissing(tokens) => {
                args.set("move", self.render(tokens, ui));
                "board-move-missing"
            }
            BoardNote::MoveAhead(tokens) => {
                args.set("move", self.render(tokens, ui));
                "board-move-ahead"
            }
        };
        sentence(ui, id, &args)
    }

    /// The spoken reason a move entry was refused.
    pub fn refusal_text(&self, error: &NotationError, ui: &UiText) -> String {
        let mut args = FluentArgs::new();
        let piece = |args: &mut FluentArgs, role: Role| {
            args.set("piece", self.piece(role).to_string());
            args.set("role", role_key(role));
        };
        let id = match error {
            NotationError::Empty => "error-empty",
            NotationError::NotUnderstood { word } => {
                args.set("word", crate::shown::visible(word, 40));
                "error-not-understood"
            }
            NotationError::TooLong { chars } => {
                args.set("chars", *chars);
                "error-too-long"
            }
            NotationError::Incomplete => "error-incomplete",
            NotationError::GameOver => "error-game-over",
            NotationError::NoPieceReaches { role, to } => {
                piece(&mut args, *role);
                args.set("to", self.square(*to));
                "error-no-piece-reaches"
            }
            NotationError::PieceCannotMove { role, from, to } => {
                piece(&mut args, *role);
                args.set("from", self.square(*from));
                args.set("to", self.square(*to));
                "error-piece-cannot-move"
            }
            NotationError::NoOwnPieceOn { from } => {
                args.set("from", self.square(*from));
                "error-no-own-piece-on"
            }
            NotationError::WrongPieceOn { role, from } => {
                piece(&mut args, *role);
                args.set("from", self.square(*from));
                "error-wrong-piece-on"
            }
            NotationError::OwnPieceOnTarget { to } => {
                args.set("to", self.square(*to));
                "error-own-piece-on-target"
            }
            NotationError::NothingToCapture { to } => {
                args.set("to", self.square(*to));
                "error-nothing-to-capture"
            }
            NotationError::Ambiguous { candidates } => {
                let said: Vec<String> = candidates.iter().map(|c| self.render(c, ui)).collect();
                let or = sentence(ui, "or", &FluentArgs::new());
                args.set("candidates", said.join(&format!(" {or} ")));
                "error-ambiguous"
            }
            NotationError::LeavesKingInCheck { attempted } => {
                args.set("move", self.render(attempted, ui));
                "error-leaves-king-in-check"
            }
            NotationError::DoesNotAnswerCheck { attempted } => {
                args.set("move", self.render(attempted, ui));
                "error-does-not-answer-check"
            }
            NotationError::CastlingRefused { side, reason } => {
                args.set("castle", self.castle(*side).to_string());
                match reason {
                    CastlingRefusal::NoRight => "error-castling-no-right",
                    CastlingRefusal::Blocked => "error-castling-blocked",
                    CastlingRefusal::InCheck => "error-castling-in-check",
                    CastlingRefusal::ThroughCheck => "error-castling-through-check",
                    CastlingRefusal::IntoCheck => "error-castling-into-check",
                }
            }
            NotationError::PromotionMissing { to } => {
                args.set("to", self.square(*to));
                "error-promotion-missing"
            }
            NotationError::PromotionInvalid { role } => {
                piece(&mut args, *role);
                "error-promotion-invalid"
            }
            NotationError::NotAPromotion { attempted } => {
                args.set("move", self.render(attempted, ui));
                "error-not-a-promotion"
            }
        };
        sentence(ui, id, &args)
    }

    // ---- reading --------------------------------------------------------------------------

    /// Reads typed or spoken text into words: phrases of this vocabulary (longest first), and
    /// compact notation such as `Nf3`, `Sg1-f3`, `exd5`, `e8=Q`, `O-O`. A lower-case first letter
    /// that is both a file and a piece letter (`b` in English) is a file unless
    /// `lowercase_piece_first` asks for the piece.
    pub fn read(&self, text: &str, lowercase_piece_first: bool) -> Result<Vec<Heard>, String> {
        let raw: Vec<&str> = split_words(text);
        let folded: Vec<String> = raw.iter().map(|w| fold(w)).collect();
        let mut heard = Vec::with_capacity(raw.len());
        let mut i = 0;
        'words: while i < raw.len() {
            for n in (1..=self.longest_phrase.min(raw.len() - i)).rev() {
                let key = folded[i..i + n].join(" ");
                if let Some(&word) = self.lexicon.get(&key) {
                    heard.push(Heard {
                        word,
                        text: raw[i..i + n].join(" "),
                    });
                    i += n;
                    continue 'words;
                }
            }
            let words = self
                .read_compact(raw[i], lowercase_piece_first)
                .ok_or_else(|| raw[i].to_string())?;
            heard.extend(words.into_iter().map(|word| Heard {
                word,
                text: raw[i].to_string(),
            }));
            i += 1;
        }
        Ok(heard)
    }

    fn piece_letter(&self, c: char) -> Option<Role> {
        let upper = c.to_uppercase().next()?;
        let english = Vocabulary::get(VocabId::En);
        Role::ALL
            .into_iter()
            .find(|&r| self.letter(r) == Some(upper))
            .or_else(|| {
                Role::ALL
                    .into_iter()
                    .find(|&r| english.letter(r) == Some(upper))
            })
            .filter(|&r| r != Role::Pawn)
    }

    /// Compact notation, one character at a time. A word longer than any move written this
    /// way is not one: refused before it is read, so that each word's reading stays small (its
    /// text goes with every word it gives, and a pasted line of one long word must not cost its
    /// length squared).
    fn read_compact(&self, word: &str, lowercase_piece_first: bool) -> Option<Vec<Word>> {
        if word.len() > COMPACT_LONGEST {
            return None;
        }
        let trimmed = word.trim_end_matches(['+', '#', '!', '?']);
        let castle: String = trimmed
            .chars()
            .filter(|c| *c != '-')
            .collect::<String>()
            .to_ascii_lowercase();
        match castle.as_str() {
            "oo" | "00" => return Some(vec![Word::Castle(CastlingSide::KingSide)]),
            "ooo" | "000" => return Some(vec![Word::Castle(CastlingSide::QueenSide)]),
            "e.p." | "ep" | "e.p" => return Some(vec![Word::EnPassant]),
            "=" | "x" => {
                return Some(vec![if castle == "x" {
                    Word::Takes
                } else {
                    Word::Filler
                }]);
            }
            _ => {}
        }
        let chars: Vec<char> = trimmed.chars().collect();
        let mut words = Vec::with_capacity(chars.len());
        let mut after_equals = false;
        for (i, &c) in chars.iter().enumerate() {
            let last = i + 1 == chars.len();
            let after_digit = i > 0 && chars[i - 1].is_ascii_digit();
            let word = match c {
                '1'..='8' => Word::Rank(Rank::new(c as u32 - '1' as u32)),
                'x' | ':' if i > 0 => Word::Takes,
                '-' | '(' | ')' => continue,
                '=' => {
                    after_equals = true;
                    continue;
                }
                'a'..='h'
                    if !(after_equals
                        || (last && after_digit)
                        || (i == 0 && lowercase_piece_first)) =>
                {
                    Word::File(File::new(c as u32 - 'a' as u32))
                }
                c if c.is_alphabetic() => {
                    let role = self.piece_letter(c)?;
                    // A piece letter stands first (the moving piece) or after the target (promotion).
                    if !(i == 0 || after_equals || after_digit) {
                        return None;
                    }
                    Word::Piece(role)
                }
                _ => return None,
            };
            words.push(word);
        }
        (!words.is_empty()).then_some(words)
    }
}

/// The longest word compact notation can be: `Qh4xe1=Q+` and its decorations (`e7-e8=Q+#!?`),
/// in bytes.
const COMPACT_LONGEST: usize = 24;

/// Splits text into words: at white space and punctuation, and at hyphens except inside castling
/// (`O-O-O`) and compact moves (`g1-f3`, which the compact reader handles itself).
fn split_words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';'))
        .flat_map(|w| {
            let bare = w.trim_end_matches(['+', '#', '!', '?']);
            let compact = bare.chars().any(|c| c.is_ascii_digit())
                || bare.chars().all(|c| matches!(c, 'o' | 'O' | '0' | '-'));
            if compact {
                vec![w]
            } else {
                w.split('-').collect()
            }
        })
        .filter(|w| !w.is_empty() && *w != ".")
        .collect()
}

/// Case- and accent-insensitive form of a word, so that "Casar", "cäsar" and "CÄSAR" read alike.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.nfd() {
        if is_combining_mark(c) {
            continue;
        }
        match c {
            'ø' | 'Ø' => out.push('o'),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            'ð' | 'Ð' | 'đ' | 'Đ' => out.push('d'),
            'þ' | 'Þ' => out.push_str("th"),
            'ß' => out.push_str("ss"),
            c if c.is_whitespace() => {
                if !out.ends_with(' ') && !out.is_empty() {
                    out.push(' ');
                }
            }
            c => out.extend(c.to_lowercase()),
        }
    }
    out.trim_end().to_string()
}

// ---- the sentences around the move words, in the interface language -------------------------

/// The interface message `id` formatted with `args`.
fn sentence(ui: &UiText, id: &str, args: &FluentArgs) -> String {
    ui.format(id, args)
}

/// A message with a count `$n` ("3 Minuten", "12 Züge gespielt").
fn count(ui: &UiText, id: &str, n: u64) -> String {
    let mut args = FluentArgs::new();
    args.set("n", n);
    sentence(ui, id, &args)
}

/// "eine Stunde, 3 Minuten, 10 Sekunden": only the parts that are not zero, and seconds
/// (possibly "0 Sekunden") when there is nothing else.
fn time_text(ui: &UiText, time: TimeWords) -> String {
    let mut parts = Vec::with_capacity(3);
    if time.hours > 0 {
        parts.push(count(ui, "time-hours", time.hours));
    }
    if time.minutes > 0 {
        parts.push(count(ui, "time-minutes", time.minutes.into()));
    }
    if let Some(tenths) = time.tenths {
        let mut args = FluentArgs::new();
        args.set("seconds", u64::from(time.seconds));
        args.set("tenths", u64::from(tenths));
        parts.push(sentence(ui, "time-tenths", &args));
    } else if time.seconds > 0 || parts.is_empty() {
        parts.push(count(ui, "time-seconds", time.seconds.into()));
    }
    parts.join(", ")
}

fn event_text(ui: &UiText, event: &Event) -> String {
    let mut args = FluentArgs::new();
    let id = match event {
        Event::Stalemate => "event-stalemate",
        Event::Draw(reason) => {
            args.set("reason", reason.as_str());
            "event-draw"
        }
        Event::ClaimAvailable(claim) => {
            args.set("claim", claim.as_str());
            "event-claim-available"
        }
        Event::Result(outcome) => {
            args.set(
                "result",
                match outcome {
                    KnownOutcome::Decisive {
                        winner: Color::White,
                    } => "white",
                    KnownOutcome::Decisive {
                        winner: Color::Black,
                    } => "black",
                    KnownOutcome::Draw => "draw",
                },
            );
            "event-result"
        }
        Event::DrawOffer(color) => {
            args.set("color", ui.color_name(*color));
            "event-draw-offer"
        }
        Event::Resignation(color) => {
            args.set("color", ui.color_name(*color));
            "event-resignation"
        }
        Event::FlagFall(color) => {
            args.set("color", ui.color_name(*color));
            "event-flag-fall"
        }
        Event::BothFlagsFallen => "event-both-flags",
    };
    sentence(ui, id, &args)
}

/// A message's words: rendered here, where the vocabulary is, so that `message` stays below every
/// module with an error to say.
impl Message {
    /// The words, with the vocabulary for chess words and the interface text for the rest.
    pub fn render(&self, vocab: &Vocabulary, ui: &UiText) -> String {
        match self {
            Message::Tokens(tokens) => vocab.render(tokens, ui),
            Message::Ui(id, args) => {
                let values: Vec<(&str, FluentValue)> = args
                    .iter()
                    .map(|(name, arg)| (*name, arg.value(vocab, ui)))
                    .collect();
                ui.text_with(id, &values)
            }
            Message::Joined(parts) => {
                let mut out = String::new();
                for text in parts.iter().map(|part| part.render(vocab, ui)) {
                    if text.is_empty() {
                        continue;
                    }
                    if !out.is_empty() {
                        // Sentences end with their own mark; a bare phrase gets a full stop.
                        out.push_str(if out.ends_with(['.', '!', '?', ':']) {
                            " "
                        } else {
                            ". "
                        });
                    }
                    out.push_str(&text);
                }
                out
            }
        }
    }

    /// The words as a line shown and spoken, in `vocab` and the interface language `ui`: every
    /// line begins with a capital ("Schwarzer Springer Bella acht angehoben").
    pub(crate) fn line(&self, vocab: VocabId, ui: UiLanguage) -> String {
        let text = self.render(Vocabulary::get(vocab), UiText::get(ui));
        let mut chars = text.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => text,
        }
    }
}

impl Arg {
    fn value(&self, vocab: &Vocabulary, ui: &UiText) -> FluentValue<'static> {
        match self {
            Arg::Tokens(tokens) => vocab.render(tokens, ui).into(),
            Arg::List(items) => {
                let words: Vec<String> = items.iter().map(|t| vocab.render(t, ui)).collect();
                words.join(", ").into()
            }
            Arg::Number(n) => (*n).into(),
            Arg::Select(value) => (*value).into(),
            Arg::Message(message) => message.render(vocab, ui).into(),
            Arg::Key(name) => name.clone().into(),
        }
    }
}

/// `message` in English: what an error's `Display` writes. It loads the English vocabulary, so a
/// broken shipped vocabulary is told by `Vocabulary::get` with `Debug`, never through this.
pub(crate) fn english(message: &Message) -> String {
    message.render(Vocabulary::get(VocabId::En), UiText::get(UiLanguage::En))
}

/// `Display` for each error given, beside its type: its `message()` in English, for logs and
/// the command line. The words live in the locale files alone.
macro_rules! displayed_in_english {
    ($($error:ty),* $(,)?) => {$(
        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::vocab::english(&self.message()))
            }
        }
    )*};
}
pub(crate) use displayed_in_english;

displayed_in_english!(VocabError);

impl VocabError {
    pub fn message(&self) -> Message {
        match self {
            VocabError::Syntax(detail) => {
                Message::Ui("error-vocab-syntax", vec![("detail", shown(detail, LINE))])
            }
            VocabError::MissingMessage(id) => {
                Message::Ui("error-vocab-missing", vec![("id", shown(id, WORD))])
            }
            VocabError::Collision {
                phrase,
                first,
                second,
            } => Message::Ui(
                "error-vocab-collision",
                vec![
                    ("phrase", shown(phrase, WORD)),
                    ("first", shown(first, WORD)),
                    ("second", shown(second, WORD)),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_vocabulary_loads_without_collisions() {
        for id in VocabId::ALL {
            Vocabulary::from_ftl(id, id.source()).unwrap_or_else(|e| panic!("{id}: {e}"));
        }
    }

    #[test]
    fn fide_words_are_appendix_d() {
        let v = Vocabulary::get(VocabId::Fide);
        let files: Vec<&str> = v.files.iter().map(String::as_str).collect();
        assert_eq!(
            files,
            [
                "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector"
            ]
        );
        let ranks: Vec<&str> = v.ranks.iter().map(String::as_str).collect();
        assert_eq!(
            ranks,
            [
                "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"
            ]
        );
        let pieces: Vec<&str> = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .map(|r| v.piece(r))
        .to_vec();
        assert_eq!(
            pieces,
            ["König", "Dame", "Turm", "Läufer", "Springer", "Bauer"]
        );
        assert_eq!(
            v.render(&[Token::Castle(CastlingSide::KingSide)], v.native_ui()),
            "Kurze Rochade"
        );
        assert_eq!(
            v.render(&[Token::Castle(CastlingSide::QueenSide)], v.native_ui()),
            "Lange Rochade"
        );
        assert!(v.says_pawn_by_default());
    }

    #[test]
    fn folding_ignores_case_and_accents() {
        assert_eq!(fold("CÄSAR"), "casar");
        assert_eq!(fold("Løper"), "loper");
        assert_eq!(fold("Tượng  Mã"), "tuong ma");
        assert_eq!(fold("þrír"), "thrir");
    }

    fn words(v: &Vocabulary, text: &str) -> Vec<Word> {
        v.read(text, false)
            .unwrap()
            .into_iter()
            .map(|h| h.word)
            .collect()
    }

    #[test]
    fn reading_spoken_words_and_compact_notation() {
        let v = Vocabulary::get(VocabId::Fide);
        assert_eq!(
            words(v, "springer FELIX drei"),
            [
                Word::Piece(Role::Knight),
                Word::File(File::F),
                Word::Rank(Rank::Third)
            ]
        );
        assert_eq!(
            words(v, "Sg1-f3"),
            [
                Word::Piece(Role::Knight),
                Word::File(File::G),
                Word::Rank(Rank::First),
                Word::File(File::F),
                Word::Rank(Rank::Third)
            ]
        );
        assert_eq!(v.read("Springer Felix zwölf", false).unwrap_err(), "zwölf");
    }
}
