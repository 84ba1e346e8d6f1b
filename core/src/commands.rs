//! Every `/command` a typed line can name, in one table for every shell and mode: what the name
//! means in a game (`/draw`, `/square e4`, `/quit`), once the game is over (`review`), in the
//! new game's questions (`/next`), at the Learn list (`/cancel`), in an exercise (`/hint`,
//! "give up") and at lichess's lobby (`seek`). The terminal, the braille keyboard's line, the questions, the Learn list and the
//! coach each ask the table what a line means where they are, and match no name themselves:
//! a name means the same everywhere it means anything, and the help lists what the table holds.
//!
//! ```
//! use annabella_core::commands::{self, Coaching, InGame};
//! use annabella_core::keymap::{Act, Command};
//!
//! assert_eq!(
//!     commands::in_game("/draw"),
//!     Some((InGame::Command(Command::Act(Act::OfferDraw)), ""))
//! );
//! assert_eq!(commands::in_game("Eva vier"), None);
//! assert_eq!(commands::coaching("/hint"), Some(Coaching::Hint));
//! ```

use crate::keymap::{Act, ArbiterKey, Command, Explore, OnlineKey, SoundKey};

/// What a name means in a game: at the terminal, on a braille keyboard's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InGame {
    /// A command, as its key gives it.
    Command(Command),
    /// A board reading at the place the rest of the line names (`readings::READINGS`, by the
    /// same name).
    Reading,
    /// A draw claimed with the move the rest of the line names (`/claim Nf3`).
    Claim,
    /// The rest of the line written to the online opponent (`/chat good luck`).
    Chat,
    /// What only a shell with lines does: leave, save elsewhere, print the position or the
    /// moves.
    Shell(ShellLine),
}

impl InGame {
    /// The command the help names this line for (`/claim` for claiming a draw).
    pub fn command(self) -> Option<Command> {
        match self {
            InGame::Command(command) => Some(command),
            InGame::Claim => Some(Command::Act(Act::ClaimDraw)),
            InGame::Chat => Some(Command::Online(OnlineKey::Chat)),
            _ => None,
        }
    }
}

/// The lines a shell carries out itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShellLine {
    /// Leave the game (asked first where it cannot be saved).
    Quit,
    /// Save the game in the folder the rest of the line names (another disk, a stick).
    Save,
    /// The position as FEN.
    Fen,
    /// The moves so far in SAN.
    Moves,
    /// The Learn list (`/learn`), or the choice the rest of the line names (`/learn 3`).
    Learn,
}

/// A word at lichess's lobby (with or without its slash), its terms after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyWord {
    Seek,
    Challenge,
    Ai,
    Accept,
    Decline,
    Cancel,
    Play,
    Games,
    Challenges,
    Help,
    Quit,
}

/// What a word means once the game is over, with or without its slash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterGame {
    /// Step back through the moves (`/back`, `/next` go on).
    Review,
    /// Save the scoresheet.
    Export,
    /// The same game again, the colours changed.
    Rematch,
    /// The same game again, the same colours.
    NewGame,
    /// Leave.
    Quit,
}

/// What a line means in the new game's questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Start the game with the answers so far.
    Start,
    /// Close the questions.
    Cancel,
    /// Leave the app.
    Quit,
    /// The next question.
    Next,
    /// The question before.
    Back,
    /// The values of the question in hand.
    Help,
}

/// What a line means in an exercise (the coach's lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coaching {
    Hint,
    /// Give up: the solution is said.
    Solution,
    Help,
    /// The question again.
    Repeat,
    /// The exercise's board read out.
    Board,
    /// Leave the exercise, a drill's round so far kept.
    Quit,
    /// The clock pressed, as a lesson of the tournament asks.
    Clock,
}

impl Coaching {
    /// The line that means it (`/hint`): what the window's keys and the braille keyboard give
    /// the coach.
    pub fn line(self) -> &'static str {
        COMMANDS
            .iter()
            .find(|entry| entry.exercise == Some(self))
            .map_or("", |entry| entry.line)
    }
}

/// One name and what it means in each place a line is typed (`None`: nothing there).
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The line with its slash (`/draw`).
    pub line: &'static str,
    /// Other lines for it (`/q` for `/quit`).
    pub also: &'static [&'static str],
    pub game: Option<InGame>,
    /// In a game, with nothing after the name, where that differs from `game` (`/moves` alone
    /// prints the moves; `/moves g1` reads the knight's).
    pub alone: Option<InGame>,
    /// Once the game is over: taken with or without the slash, before `game`.
    pub over: Option<AfterGame>,
    pub question: Option<Question>,
    /// At the Learn list: leaves it.
    pub leaves_the_list: bool,
    pub exercise: Option<Coaching>,
    pub lobby: Option<LobbyWord>,
    /// Understood without its slash in a game and in an exercise: no move or answer is spelled
    /// so (`help`, `board`).
    pub bare: bool,
    /// The words that mean it without the slash in an exercise, in the interface language (a
    /// `train-accept-*` message: "give up", "gib auf").
    pub spoken: Option<&'static str>,
}

impl Entry {
    const fn new(line: &'static str) -> Entry {
        Entry {
            line,
            also: &[],
            game: None,
            alone: None,
            over: None,
            question: None,
            leaves_the_list: false,
            exercise: None,
            lobby: None,
            bare: false,
            spoken: None,
        }
    }

    const fn command(self, command: Command) -> Entry {
        self.game(InGame::Command(command))
    }

    const fn game(self, game: InGame) -> Entry {
        Entry {
            game: Some(game),
            ..self
        }
    }

    const fn alone(self, alone: InGame) -> Entry {
        Entry {
            alone: Some(alone),
            ..self
        }
    }

    const fn over(self, over: AfterGame) -> Entry {
        Entry {
            over: Some(over),
            ..self
        }
    }

    const fn question(self, question: Question) -> Entry {
        Entry {
            question: Some(question),
            ..self
        }
    }

    const fn leaves_the_list(self) -> Entry {
        Entry {
            leaves_the_list: true,
            ..self
        }
    }

    const fn exercise(self, coaching: Coaching) -> Entry {
        Entry {
            exercise: Some(coaching),
            ..self
        }
    }

    const fn lobby(self, word: LobbyWord) -> Entry {
        Entry {
            lobby: Some(word),
            ..self
        }
    }

    const fn spoken(self, spoken: &'static str) -> Entry {
        Entry {
            spoken: Some(spoken),
            ..self
        }
    }

    const fn bare(self) -> Entry {
        Entry { bare: true, ..self }
    }

    const fn also(self, also: &'static [&'static str]) -> Entry {
        Entry { also, ..self }
    }

    /// The name without its slash (`draw`).
    pub fn name(&self) -> &'static str {
        self.line.trim_start_matches('/')
    }

    fn named(&self, line: &str) -> bool {
        self.line == line || self.also.contains(&line)
    }
}

/// The one table. A game's commands come in the order their help is said.
pub const COMMANDS: [Entry; 61] = [
    Entry::new("/board")
        .command(Command::Explore(Explore::ReadBoard))
        .exercise(Coaching::Board)
        .spoken("train-accept-board")
        .bare(),
    Entry::new("/clock")
        .command(Command::Act(Act::PressClock))
        .exercise(Coaching::Clock)
        .spoken("train-accept-clock"),
    Entry::new("/pause").command(Command::Act(Act::PauseClock)),
    Entry::new("/last").command(Command::Explore(Explore::LastMove)),
    Entry::new("/back")
        .command(Command::Explore(Explore::PreviousMove))
        .question(Question::Back),
    Entry::new("/next")
        .command(Command::Explore(Explore::NextMove))
        .question(Question::Next),
    Entry::new("/turn").command(Command::Explore(Explore::WhoseTurn)),
    Entry::new("/time").command(Command::Explore(Explore::Clocks)),
    Entry::new("/count").command(Command::Explore(Explore::MoveCount)),
    Entry::new("/used").command(Command::Explore(Explore::TimeUsed)),
    Entry::new("/material").command(Command::Explore(Explore::Material)),
    Entry::new("/correct").command(Command::Act(Act::CorrectAnnouncement)),
    Entry::new("/confirm").command(Command::Act(Act::Confirm)),
    Entry::new("/pending").command(Command::Explore(Explore::Pending)),
    Entry::new("/draw").command(Command::Act(Act::OfferDraw)),
    Entry::new("/claim")
        .game(InGame::Claim)
        .alone(InGame::Command(Command::Act(Act::ClaimDraw))),
    Entry::new("/resign").command(Command::Act(Act::Resign)),
    Entry::new("/flag").command(Command::Act(Act::ClaimFlag)),
    Entry::new("/log").command(Command::Explore(Explore::Incidents(true))),
    Entry::new("/export")
        .command(Command::SaveScoresheet)
        .over(AfterGame::Export),
    Entry::new("/sound").command(Command::Sound(SoundKey::OnOff)),
    Entry::new("/louder").command(Command::Sound(SoundKey::Louder)),
    Entry::new("/softer").command(Command::Sound(SoundKey::Softer)),
    Entry::new("/adjourn").command(Command::Act(Act::Adjourn)),
    Entry::new("/new")
        .command(Command::NewGame)
        .over(AfterGame::NewGame),
    Entry::new("/arbiter").command(Command::Arbiter(ArbiterKey::Open)),
    Entry::new("/close").command(Command::Arbiter(ArbiterKey::Close)),
    Entry::new("/eval").command(Command::Evaluate),
    Entry::new("/verbosity").command(Command::Verbosity),
    Entry::new("/repeat")
        .command(Command::RepeatLast)
        .exercise(Coaching::Repeat)
        .spoken("train-accept-repeat")
        .bare(),
    Entry::new("/help")
        .command(Command::Help)
        .question(Question::Help)
        .also(&["?", "/h"])
        .lobby(LobbyWord::Help)
        .exercise(Coaching::Help)
        .spoken("train-accept-help")
        .bare(),
    Entry::new("/help all").command(Command::HelpAll).bare(),
    // The board's readings, each at the place after its name (`readings::READINGS`).
    Entry::new("/square").game(InGame::Reading),
    Entry::new("/rank").game(InGame::Reading),
    Entry::new("/file").game(InGame::Reading),
    Entry::new("/diagonals").game(InGame::Reading),
    Entry::new("/pieces").game(InGame::Reading),
    Entry::new("/moves")
        .game(InGame::Reading)
        .alone(InGame::Shell(ShellLine::Moves)),
    Entry::new("/captures").game(InGame::Reading),
    Entry::new("/attackers").game(InGame::Reading),
    // An online game's own: the same commands as the window's keys.
    Entry::new("/takeback").command(Command::Online(OnlineKey::Takeback)),
    Entry::new("/abort").command(Command::Online(OnlineKey::Abort)),
    Entry::new("/decline")
        .command(Command::Online(OnlineKey::Decline))
        .lobby(LobbyWord::Decline),
    Entry::new("/chat").game(InGame::Chat),
    // Leaving, wherever a line is typed.
    Entry::new("/quit")
        .also(&["/q", "/exit"])
        .lobby(LobbyWord::Quit)
        .game(InGame::Shell(ShellLine::Quit))
        .over(AfterGame::Quit)
        .question(Question::Quit)
        .leaves_the_list()
        .exercise(Coaching::Quit)
        .spoken("train-accept-quit"),
    Entry::new("/cancel")
        .command(Command::Act(Act::CancelPremove))
        .question(Question::Cancel)
        .leaves_the_list()
        .lobby(LobbyWord::Cancel),
    Entry::new("/save").game(InGame::Shell(ShellLine::Save)),
    Entry::new("/fen").game(InGame::Shell(ShellLine::Fen)),
    Entry::new("/learn")
        .game(InGame::Shell(ShellLine::Learn))
        .bare(),
    Entry::new("/review").over(AfterGame::Review),
    Entry::new("/rematch").over(AfterGame::Rematch),
    Entry::new("/start").question(Question::Start),
    Entry::new("/hint")
        .exercise(Coaching::Hint)
        .spoken("train-accept-hint"),
    // Lichess's lobby.
    Entry::new("/seek").lobby(LobbyWord::Seek),
    Entry::new("/challenge").lobby(LobbyWord::Challenge),
    Entry::new("/ai").lobby(LobbyWord::Ai),
    Entry::new("/accept").lobby(LobbyWord::Accept),
    Entry::new("/play").lobby(LobbyWord::Play),
    Entry::new("/games").lobby(LobbyWord::Games),
    Entry::new("/challenges").lobby(LobbyWord::Challenges),
    Entry::new("/solution")
        .exercise(Coaching::Solution)
        .spoken("train-accept-give-up"),
];

/// The entry a typed line names, and the rest of the line after the name: `/name rest`, or a
/// bare entry's word alone (`help`, `Help all`). Names are read without regard to case.
fn named(text: &str) -> Option<(&'static Entry, &str)> {
    let text = text.trim();
    let lower = text.to_lowercase();
    if let Some(entry) = COMMANDS
        .iter()
        .find(|e| e.bare && e.name() == lower.as_str())
    {
        return Some((entry, ""));
    }
    if !text.starts_with('/') && text != "?" {
        return None;
    }
    // The longest name first: `/help all` before `/help`.
    let (name, rest) = text
        .split_once(char::is_whitespace)
        .map_or((text, ""), |(name, rest)| (name, rest.trim()));
    let whole = COMMANDS.iter().find(|e| e.named(&lower));
    whole.map(|entry| (entry, "")).or_else(|| {
        let name = name.to_lowercase();
        COMMANDS
            .iter()
            .find(|e| e.named(&name))
            .map(|entry| (entry, rest))
    })
}

/// What `text` means in a game, with the rest of the line; `None` for a line that names no
/// command (a move, or `/name` unknown: the caller says which).
pub fn in_game(text: &str) -> Option<(InGame, &str)> {
    let (entry, rest) = named(text)?;
    let game = match entry.alone {
        Some(alone) if rest.is_empty() => alone,
        _ => entry.game?,
    };
    Some((game, rest))
}

/// What `text` means once the game is over (with or without its slash).
pub fn after_the_game(text: &str) -> Option<AfterGame> {
    with_or_without_slash(text)?.over
}

/// What the first word of a lobby line means, with or without its slash (`seek`, `/seek`).
pub fn lobby(word: &str) -> Option<LobbyWord> {
    with_or_without_slash(word)?.lobby
}

/// The entry a word names alone, with or without its slash, without regard to case.
fn with_or_without_slash(word: &str) -> Option<&'static Entry> {
    let word = word.trim().to_lowercase();
    let line = if word.starts_with('/') || word == "?" {
        word
    } else {
        format!("/{word}")
    };
    COMMANDS.iter().find(|e| e.named(&line))
}

/// What `text` means in the new game's questions (an empty line starts the game).
pub fn question(text: &str) -> Option<Question> {
    if text.trim().is_empty() {
        return Some(Question::Start);
    }
    let (entry, rest) = named(text)?;
    entry.question.filter(|_| rest.is_empty())
}

/// Whether `text` leaves the Learn list (an empty line, `/cancel`, `/quit`).
pub fn leaves_the_list(text: &str) -> bool {
    text.trim().is_empty() || named(text).is_some_and(|(entry, _)| entry.leaves_the_list)
}

/// What `text` means in an exercise, as typed with its slash or as a bare word (`help`,
/// `board`); the interface language's words for them are [`spoken`]'s.
pub fn coaching(text: &str) -> Option<Coaching> {
    let (entry, rest) = named(text)?;
    entry.exercise.filter(|_| rest.is_empty())
}

/// Each line an exercise takes with the message of its words without the slash
/// (`train-accept-give-up`: "give up").
pub fn spoken() -> impl Iterator<Item = (Coaching, &'static str)> {
    COMMANDS
        .iter()
        .filter_map(|entry| Some((entry.exercise?, entry.spoken?)))
}

/// The line that means `game` in a game (`/learn`).
pub fn line_of(game: InGame) -> &'static str {
    COMMANDS
        .iter()
        .find(|entry| entry.game == Some(game))
        .map_or("", |entry| entry.line)
}

/// A game's commands by their lines (`/draw`), in the order the help says them.
pub fn game_commands() -> impl Iterator<Item = (&'static str, Command)> {
    COMMANDS.iter().filter_map(|entry| {
        let command = match entry.game? {
            InGame::Reading => None,
            game => game.command(),
        }?;
        Some((entry.line, command))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::readings::READINGS;

    #[test]
    fn every_line_is_named_once() {
        let mut lines: Vec<&str> = COMMANDS
            .iter()
            .flat_map(|e| std::iter::once(e.line).chain(e.also.iter().copied()))
            .collect();
        let count = lines.len();
        lines.sort_unstable();
        lines.dedup();
        assert_eq!(lines.len(), count);
        assert!(COMMANDS.iter().all(|e| e.line.starts_with('/')));
    }

    #[test]
    fn every_reading_is_in_the_table_and_every_reading_line_has_one() {
        for reading in READINGS {
            let line = format!("/{}", reading.name);
            let entry = COMMANDS.iter().find(|e| e.line == line).expect(&line);
            assert_eq!(entry.game, Some(InGame::Reading), "{line}");
        }
        for entry in COMMANDS.iter().filter(|e| e.game == Some(InGame::Reading)) {
            assert!(
                READINGS.iter().any(|r| r.name == entry.name()),
                "{}",
                entry.line
            );
        }
    }

    #[test]
    fn a_line_means_what_its_place_makes_of_it() {
        let draw = Command::Act(Act::OfferDraw);
        assert_eq!(in_game("/draw"), Some((InGame::Command(draw), "")));
        assert_eq!(in_game(" /DRAW "), Some((InGame::Command(draw), "")));
        assert_eq!(in_game("/claim Nf3"), Some((InGame::Claim, "Nf3")));
        let claim = Command::Act(Act::ClaimDraw);
        assert_eq!(in_game("/claim"), Some((InGame::Command(claim), "")));
        assert_eq!(
            in_game("/moves"),
            Some((InGame::Shell(ShellLine::Moves), ""))
        );
        assert_eq!(in_game("/moves g1"), Some((InGame::Reading, "g1")));
        assert_eq!(
            in_game("/save /media/stick"),
            Some((InGame::Shell(ShellLine::Save), "/media/stick"))
        );
        assert_eq!(in_game("/q"), Some((InGame::Shell(ShellLine::Quit), "")));
        assert_eq!(
            in_game("help all"),
            Some((InGame::Command(Command::HelpAll), ""))
        );
        assert_eq!(
            in_game("Board"),
            Some((InGame::Command(Command::Explore(Explore::ReadBoard)), ""))
        );
        // An online game's lines are the commands its keys give; a chat line carries its text.
        assert_eq!(
            in_game("/takeback"),
            Some((InGame::Command(Command::Online(OnlineKey::Takeback)), ""))
        );
        assert_eq!(
            in_game("/Decline"),
            Some((InGame::Command(Command::Online(OnlineKey::Decline)), ""))
        );
        assert_eq!(
            in_game("/chat good luck"),
            Some((InGame::Chat, "good luck"))
        );
        assert_eq!(line_of(InGame::Chat), "/chat");
        assert_eq!(in_game("e4"), None);
        assert_eq!(in_game("/hint"), None);
        assert_eq!(in_game("/nonsense"), None);

        assert_eq!(after_the_game("rematch"), Some(AfterGame::Rematch));
        assert_eq!(after_the_game("/q"), Some(AfterGame::Quit));
        assert_eq!(after_the_game("draw"), None);

        assert_eq!(question(""), Some(Question::Start));
        assert_eq!(question("?"), Some(Question::Help));
        assert_eq!(question("/back"), Some(Question::Back));
        assert_eq!(question("/draw"), None);

        assert!(leaves_the_list("/cancel") && leaves_the_list("/q") && leaves_the_list(""));
        assert!(!leaves_the_list("3"));

        assert_eq!(
            in_game("Learn"),
            Some((InGame::Shell(ShellLine::Learn), ""))
        );
        assert_eq!(lobby("seek"), Some(LobbyWord::Seek));
        assert_eq!(lobby("/Decline"), Some(LobbyWord::Decline));
        assert_eq!(lobby("?"), Some(LobbyWord::Help));
        assert_eq!(lobby("exit"), Some(LobbyWord::Quit));
        assert_eq!(lobby("draw"), None);
        assert_eq!(
            in_game("/learn 3"),
            Some((InGame::Shell(ShellLine::Learn), "3"))
        );

        assert_eq!(coaching("/solution"), Some(Coaching::Solution));
        assert_eq!(coaching("repeat"), Some(Coaching::Repeat));
        assert_eq!(coaching("/draw"), None);
        assert_eq!(coaching("Turm Anna fünf"), None);
        assert_eq!(Coaching::Hint.line(), "/hint");
    }
}
