//! Help by context: what a player needs now, then, asked again, everything, grouped.
//!
//! The first answer to F1 (or `/help`) is the essentials for the moment — a move to make, a
//! piece in the hand, the computer thinking, the game over — a few keys, under 600 characters
//! (about 45 seconds of speech). Asked again at once (or `/help all`), the help gives every key
//! of the game, in groups as a player looks for them: reading the board, moving, the game, the
//! clock, the window, the tournament. A game offers only the commands that mean something in
//! it: a home game never hears of the arbiter, the tactile board's steps or the clock's press
//! the app makes for the player. The window and the terminal only show what is built here.

use crate::{
    keymap::{Act, ArbiterKey, Command, Context, Explore, Keymap, Learn, OnlineKey},
    message::{Arg, Message},
    readings::{READINGS, Reading},
    setup::{Mode, Setup},
};

/// Where the game stands, as far as the help cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The player (or, at one keyboard, either player) is to move.
    ToMove,
    /// A piece is in the hand.
    PieceInHand,
    /// A pawn waits for its new piece.
    Promotion,
    /// The computer is thinking about its move.
    ComputerThinking,
    /// The opponent on lichess is to move: what is typed now is a premove.
    OpponentOnline,
    /// The game is over.
    Over,
    /// A game from a file is gone over.
    Reviewing,
}

impl Moment {
    fn as_str(self) -> &'static str {
        match self {
            Moment::ToMove => "to-move",
            Moment::PieceInHand => "in-hand",
            Moment::Promotion => "promotion",
            Moment::ComputerThinking => "computer",
            Moment::OpponentOnline => "online",
            Moment::Over => "over",
            Moment::Reviewing => "review",
        }
    }

    /// The commands that matter most now, in the order they are said.
    fn essentials(self, context: Context) -> &'static [Command] {
        use crate::keymap::Direction::Up;
        use Command::{Act as A, Explore as E};
        match (self, context) {
            (Moment::Over | Moment::Reviewing, _) => &[
                E(Explore::PreviousMove),
                E(Explore::NextMove),
                Command::SaveScoresheet,
                Command::Evaluate,
                Command::NewGame,
            ],
            (Moment::PieceInHand, _) => &[
                E(Explore::Cursor(Up)),
                A(Act::LiftOrPlace),
                A(Act::PutBack),
                E(Explore::PieceMoves),
            ],
            (Moment::Promotion, _) => &[
                A(Act::Promote(shakmaty::Role::Queen)),
                A(Act::CancelPromotion),
            ],
            (Moment::ComputerThinking, _) => &[
                E(Explore::Cursor(Up)),
                E(Explore::ReadBoard),
                E(Explore::ReadRank),
                E(Explore::LastMove),
                E(Explore::Clocks),
            ],
            (Moment::OpponentOnline, Context::Lines) => &[
                E(Explore::ReadBoard),
                E(Explore::LastMove),
                E(Explore::Clocks),
                A(Act::CancelPremove),
                A(Act::OfferDraw),
            ],
            (Moment::OpponentOnline, _) => &[
                Command::FocusEntry,
                E(Explore::Cursor(Up)),
                A(Act::LiftOrPlace),
                A(Act::CancelPremove),
                E(Explore::LastMove),
                E(Explore::Clocks),
            ],
            (Moment::ToMove, Context::Lines) => &[
                E(Explore::ReadBoard),
                E(Explore::ReadSquare),
                E(Explore::LastMove),
                E(Explore::Clocks),
                A(Act::Announce),
                A(Act::Confirm),
                A(Act::PressClock),
                A(Act::OfferDraw),
                A(Act::Resign),
            ],
            (Moment::ToMove, Context::MoveEntry) => &[
                Command::FocusBoard,
                E(Explore::LastMove),
                E(Explore::Clocks),
                A(Act::Announce),
                A(Act::Confirm),
                A(Act::PressClock),
                A(Act::OfferDraw),
                A(Act::Resign),
            ],
            (Moment::ToMove, _) => &[
                E(Explore::Cursor(Up)),
                A(Act::LiftOrPlace),
                Command::FocusEntry,
                A(Act::Announce),
                A(Act::Confirm),
                A(Act::PressClock),
                E(Explore::LastMove),
                E(Explore::Clocks),
                A(Act::OfferDraw),
                A(Act::Resign),
            ],
        }
    }
}

/// The groups of the full help, in the order they are said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Group {
    Board,
    Moving,
    Game,
    /// What only an online game asks of lichess (and the premove held for it).
    Online,
    Clock,
    Window,
    Tournament,
}

const GROUPS: [Group; 7] = [
    Group::Board,
    Group::Moving,
    Group::Game,
    Group::Online,
    Group::Clock,
    Group::Window,
    Group::Tournament,
];

impl Group {
    fn as_str(self) -> &'static str {
        match self {
            Group::Board => "board",
            Group::Moving => "moving",
            Group::Game => "game",
            Group::Online => "online",
            Group::Clock => "clock",
            Group::Window => "window",
            Group::Tournament => "tournament",
        }
    }

    fn of(command: Command) -> Group {
        match command {
            Command::Explore(
                Explore::LastMove
                | Explore::PreviousMove
                | Explore::NextMove
                | Explore::WhoseTurn
                | Explore::MoveCount
                | Explore::Material,
            ) => Group::Game,
            Command::Explore(Explore::Clocks | Explore::TimeUsed) => Group::Clock,
            Command::Explore(
                Explore::Pending
                | Explore::Differences
                | Explore::SwitchBoard
                | Explore::Incidents(_),
            ) => Group::Tournament,
            Command::Explore(_) => Group::Board,
            Command::Act(Act::PressClock | Act::PauseClock) | Command::Sound(_) => Group::Clock,
            Command::Act(Act::OfferDraw | Act::ClaimDraw | Act::Resign | Act::Adjourn) => {
                Group::Game
            }
            Command::Act(Act::Reconcile | Act::ClaimFlag | Act::ReportTouch)
            | Command::Arbiter(_) => Group::Tournament,
            Command::Online(_) | Command::Act(Act::CancelPremove) => Group::Online,
            Command::Act(_) | Command::FocusEntry | Command::FocusBoard => Group::Moving,
            Command::Evaluate
            | Command::SaveScoresheet
            | Command::NewGame
            | Command::Review
            | Command::Learn(_)
            | Command::RepeatLast
            | Command::Verbosity
            | Command::Help
            | Command::HelpAll => Group::Game,
            Command::View(_) | Command::Settings | Command::Menu => Group::Window,
        }
    }
}

/// Whether a game set up as `setup` offers `command`: a home game leaves out the arbiter, the
/// tournament's steps and, where the app presses the clock, the press.
pub fn offered(command: Command, setup: &Setup) -> bool {
    let home = setup.mode == Mode::Home;
    let timed = setup.time_control.is_timed();
    let board_kept = setup.player(setup.reader()).keeps_board;
    let pressed_for_player = timed && setup.presses_for_player();
    match command {
        Command::Arbiter(_)
        | Command::Act(Act::ClaimFlag | Act::ReportTouch | Act::Adjourn | Act::Reconcile)
        | Command::Explore(Explore::Incidents(_)) => !home,
        Command::Act(Act::Confirm | Act::Announce | Act::Remove)
        | Command::Explore(Explore::Pending | Explore::Differences | Explore::SwitchBoard) => {
            !home || board_kept
        }
        // At home the correction is for a friend's game without the press the app makes.
        Command::Act(Act::CorrectAnnouncement) => {
            !home || (setup.computer.is_none() && !pressed_for_player)
        }
        Command::Act(Act::PressClock) => timed && !pressed_for_player,
        Command::Act(Act::CancelPremove) | Command::Online(_) => setup.online.is_some(),
        // §11.3.1: training is a coach's help, not for a tournament game.
        Command::Learn(_) => !setup.fair_play(),
        // A tournament game says the announcement alone, whatever the verbosity.
        Command::Verbosity => home,
        Command::Act(Act::PauseClock) | Command::Sound(_) | Command::Explore(Explore::TimeUsed) => {
            timed
        }
        _ => true,
    }
}

/// What the help needs to know of the session.
#[derive(Clone, Debug)]
pub struct Asked<'a> {
    pub setup: &'a Setup,
    pub keymap: &'a Keymap,
    pub context: Context,
    pub moment: Moment,
    /// The colour to move, as it is said ("White").
    pub to_move: Message,
    /// The game is over (or gone over): the engine's judgement and a new game are offered in
    /// a tournament too.
    pub finished: bool,
}

impl Asked<'_> {
    fn typed(&self) -> bool {
        self.context == Context::Lines
    }

    fn offers(&self, command: Command) -> bool {
        if !offered(command, self.setup) {
            return false;
        }
        let home_or_over = self.setup.mode == Mode::Home || self.finished;
        match command {
            Command::Evaluate | Command::NewGame => home_or_over,
            Command::Review => home_or_over && !self.typed(),
            Command::View(_) | Command::Settings | Command::Menu => !self.typed(),
            // The window has it in its settings dialog.
            Command::Verbosity => self.typed(),
            _ => true,
        }
    }

    /// How `command` is given here: its keys, or the line typed for it (a reading with an
    /// example of its place, in the player's words). `None` where nothing gives it here.
    fn given_by(&self, command: Command) -> Option<Arg> {
        if self.typed() {
            // Every Learn choice is one line: `/learn` lists them to pick from.
            if let Command::Learn(_) = command {
                // The line that lists the Learn menu's choices at the terminal (`/learn 3` picks
                // the third): not a command of its own, as each choice is one.
                let learn = crate::commands::InGame::Shell(crate::commands::ShellLine::Learn);
                return Some(Arg::Key(crate::commands::line_of(learn).to_string()));
            }
            let named = crate::commands::game_commands()
                .find(|(_, c)| *c == command)
                .map(|(line, _)| Arg::Key(line.to_string()));
            return named.or_else(|| {
                READINGS
                    .iter()
                    .find(|reading| reading.command() == command)
                    .map(|reading| Arg::Message(Box::new(reading.written())))
            });
        }
        let keys = self.keys(command);
        if let Command::Online(_) = command
            && let Some(line) = line_of(command)
        {
            // The move field takes the same as a line: both are said.
            if keys.is_empty() {
                return Some(Arg::Key(line.to_string()));
            }
            return Some(Arg::Message(Box::new(Message::Ui(
                "help-keys-or-line",
                vec![
                    ("keys", Arg::Key(keys.join(", "))),
                    ("line", Arg::Key(line.to_string())),
                ],
            ))));
        }
        (!keys.is_empty()).then(|| Arg::Key(keys.join(", ")))
    }

    /// The window's keys that give `command` here, as they are written.
    fn keys(&self, command: Command) -> Vec<String> {
        let table = self.keymap.table(self.context);
        let same_kind = |c: Command| c.help_id() == command.help_id();
        table
            .iter()
            .filter(|b| same_kind(b.command))
            .map(|b| b.chord.to_string())
            .collect()
    }

    /// What `command` does, as said here: typed at the terminal, nothing is pressed and there is
    /// no dialog.
    fn help_id(&self, command: Command) -> &'static str {
        if !self.typed() {
            return command.help_id();
        }
        match command {
            Command::NewGame => "typed-new-game",
            Command::Help => "typed-help",
            Command::HelpAll => "typed-help-all",
            Command::Act(Act::Resign) => "typed-resign",
            Command::Arbiter(ArbiterKey::Open) => "typed-arbiter-open",
            Command::Learn(_) => "typed-learn",
            Command::Online(OnlineKey::Chat) => "typed-online-chat",
            _ => command.help_id(),
        }
    }

    /// One line: its keys, what it does (`None` where it has no key here).
    fn line(&self, command: Command) -> Option<Message> {
        let keys = self.given_by(command)?;
        Some(Message::Ui(
            "help-line",
            vec![
                ("keys", keys),
                (
                    "what",
                    Arg::Message(Box::new(Message::ui(self.help_id(command)))),
                ),
            ],
        ))
    }

    /// In an online game, while it is played: lichess's own requests in one short line, each
    /// by its first key (at the terminal its line), with the lines the move field takes.
    fn online(&self) -> Option<Message> {
        const KEYS: [(&str, OnlineKey); 4] = [
            ("takeback", OnlineKey::Takeback),
            ("decline", OnlineKey::Decline),
            ("abort", OnlineKey::Abort),
            ("chat", OnlineKey::Chat),
        ];
        let playing = matches!(
            self.moment,
            Moment::ToMove | Moment::OpponentOnline | Moment::PieceInHand
        );
        if !playing || !self.offers(Command::Online(OnlineKey::Takeback)) {
            return None;
        }
        let lines: Vec<&str> = KEYS
            .iter()
            .filter_map(|&(_, key)| line_of(Command::Online(key)))
            .collect();
        let mut args: Vec<(&'static str, Arg)> = KEYS
            .iter()
            .map(|&(name, key)| {
                let command = Command::Online(key);
                let line = line_of(command).unwrap_or_default().to_string();
                let first = if self.typed() {
                    None
                } else {
                    self.keys(command).into_iter().next()
                };
                (name, Arg::Key(first.unwrap_or(line)))
            })
            .collect();
        args.push(("lines", Arg::Key(lines.join(", "))));
        args.push((
            "input",
            Arg::Select(if self.typed() { "lines" } else { "keys" }),
        ));
        Some(Message::Ui("help-online", args))
    }

    /// How to ask for everything: the help key again, or `/help all`.
    fn more(&self) -> Message {
        // The function key first: it works wherever the focus is.
        let keys = if self.typed() {
            "/help all".to_string()
        } else {
            let keys = self.keys(Command::Help);
            let function_key = keys.iter().find(|k| k.starts_with('F') && k.len() > 1);
            function_key.or(keys.first()).cloned().unwrap_or_default()
        };
        Message::Ui(
            "help-more",
            vec![
                ("keys", Arg::Key(keys)),
                (
                    "input",
                    Arg::Select(if self.typed() { "lines" } else { "keys" }),
                ),
            ],
        )
    }
}

/// The essentials for the moment: what it is, a few keys, and how to hear everything.
pub fn essentials(asked: &Asked, how_to_type: Option<Message>) -> Message {
    let mut parts = vec![Message::Ui(
        "help-now",
        vec![
            ("moment", Arg::Select(asked.moment.as_str())),
            ("color", Arg::Message(Box::new(asked.to_move.clone()))),
        ],
    )];
    if asked.moment == Moment::ToMove {
        parts.extend(how_to_type);
    }
    let mut seen: Vec<&'static str> = Vec::new();
    for &command in asked.moment.essentials(asked.context) {
        if !asked.offers(command) || seen.contains(&command.help_id()) {
            continue;
        }
        seen.push(command.help_id());
        parts.extend(asked.line(command));
    }
    parts.extend(asked.online());
    parts.push(asked.more());
    Message::Joined(parts)
}

/// Every command the game offers here, grouped, each group under its title: one message a
/// group (how to type first), for the lines of a terminal a screen reader steps through.
pub fn everything(asked: &Asked, how_to_type: Option<Message>) -> Vec<Message> {
    let commands: Vec<Command> = if asked.typed() {
        crate::commands::game_commands()
            .map(|(_, command)| command)
            .chain(READINGS.iter().map(Reading::command))
            .chain([Command::Learn(Learn::Lessons)])
            .collect()
    } else {
        asked
            .keymap
            .table(asked.context)
            .iter()
            .map(|b| b.command)
            .collect()
    };
    let mut groups: Vec<Message> = how_to_type.into_iter().collect();
    for group in GROUPS {
        let mut seen: Vec<&'static str> = Vec::new();
        let mut lines = Vec::new();
        for &command in &commands {
            if Group::of(command) != group
                || !asked.offers(command)
                || seen.contains(&command.help_id())
            {
                continue;
            }
            seen.push(command.help_id());
            lines.extend(asked.line(command));
        }
        if lines.is_empty() {
            continue;
        }
        // A long group in parts, each short enough to hear through (the title on the first).
        for (at, part) in lines.chunks(PER_LINE).enumerate() {
            let mut parts = Vec::new();
            if at == 0 {
                parts.push(Message::Ui(
                    "help-group",
                    vec![("group", Arg::Select(group.as_str()))],
                ));
            }
            parts.extend(part.iter().cloned());
            groups.push(Message::Joined(parts));
        }
    }
    groups
}

/// The line that gives `command` in a game (`/takeback`), if one does.
fn line_of(command: Command) -> Option<&'static str> {
    crate::commands::game_commands()
        .find(|&(_, c)| c == command)
        .map(|(line, _)| line)
}

/// How many commands one message of [`everything`] holds: under 600 characters a line.
const PER_LINE: usize = 6;
