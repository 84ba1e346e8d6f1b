//! §11.3.1 by design: the fairness walk. In a tournament game every command of every key
//! table and every typed command is tried in positions where help would be tempting — a piece
//! lifted, a capture on, a threefold repetition claimable, an illegal move typed — and every
//! effect is searched for help a sighted player does not get from the board and the clock:
//! legal-move lists, attackers, material counts, "a draw can be claimed", an engine's opinion,
//! the reason a move is illegal. The same walk in a home game must find each kind of help (so
//! the search itself is known to work).

use std::time::Duration;

use annabella_core::{
    commands::game_commands,
    keymap::{Context, Keymap},
    session::{Arg, Effect, Input, Message, Session, script::Script},
    words::NotationError,
    words::{Event, Token},
};

/// Interface messages that carry help beyond the board and the clock.
const HELP_IDS: &[&str] = &[
    "lifted",
    "lifted-no-moves",
    "piece-moves",
    "piece-no-moves",
    "piece-no-captures",
    "square-control",
    "material",
    "evaluate-thinking",
    "remove-no-capture",
    "place-occupied",
];

/// The help found in a message, named.
fn help_in(message: &Message, found: &mut Vec<String>) {
    match message {
        Message::Ui(id, args) => {
            if HELP_IDS.contains(id) {
                found.push(format!("message {id}"));
            }
            for (_, arg) in args {
                match arg {
                    Arg::Message(inner) => help_in(inner, found),
                    Arg::Tokens(tokens) => help_in_tokens(tokens, found),
                    Arg::List(items) => items.iter().for_each(|t| help_in_tokens(t, found)),
                    Arg::Number(_) | Arg::Select(_) | Arg::Key(_) => {}
                }
            }
        }
        Message::Tokens(tokens) => help_in_tokens(tokens, found),
        Message::Joined(parts) => parts.iter().for_each(|p| help_in(p, found)),
    }
}

fn help_in_tokens(tokens: &[Token], found: &mut Vec<String>) {
    for token in tokens {
        match token {
            Token::Event(Event::ClaimAvailable(claim)) => {
                found.push(format!("claimable {}", claim.as_str()))
            }
            Token::Refusal(error) if tells_why(error) => found.push(format!("reason {error:?}")),
            _ => {}
        }
    }
}

/// A refusal that says why a move is illegal (not merely that the words were not understood).
fn tells_why(error: &NotationError) -> bool {
    !matches!(
        error,
        NotationError::Empty
            | NotationError::NotUnderstood { .. }
            | NotationError::Incomplete
            | NotationError::GameOver
            | NotationError::PromotionMissing { .. }
            | NotationError::PromotionInvalid { .. }
    )
}

fn help_in_effects(effects: &[Effect], found: &mut Vec<String>) {
    for effect in effects {
        match effect {
            Effect::Say { message, .. } => help_in(message, found),
            Effect::AskEngine { .. } | Effect::StartEngine { .. } => {
                found.push("the engine asked".into())
            }
            Effect::Cue(_)
            | Effect::SaveScoresheet
            | Effect::SaveEnvelope
            | Effect::Window(_)
            | Effect::Online { .. } => {}
        }
    }
}

/// The states the walk starts from: a script prefix each (after the settings).
const STATES: &[(&str, &str)] = &[
    ("the start", "key Space\n"),
    ("a pawn lifted", "key Space\nkey Enter\n"),
    (
        "a capture on, the cursor on the capturing pawn",
        "key Space\ntype e4\nkey c Space\ntype d5\nkey Space\nkey c\nkey 4 Shift+5\n",
    ),
    (
        "threefold repetition claimable",
        "key Space\ntype Sf3\nkey c Space\ntype Sf6\nkey Space c\ntype Sg1\nkey c Space\ntype Sg8\nkey Space c\n\
         type Sf3\nkey c Space\ntype Sf6\nkey Space c\ntype Sg1\nkey c Space\ntype Sg8\nkey Space c\n",
    ),
    (
        "an illegal move typed and placed",
        "key Space\ntype Ke2\ntype Ng3\nkey Shift+7 1 Enter Up Up Enter\n",
    ),
];

/// Plays `inputs` after the settings and returns the session with the help its effects held.
fn play(settings: &str, inputs: &str) -> (Session, Duration, Vec<String>) {
    let script = Script::parse(&format!("{settings}{inputs}")).expect("the script reads");
    let mut session = Session::new(script.setup.clone()).expect("the game starts");
    let mut found = Vec::new();
    help_in_effects(&session.greeting(), &mut found);
    let mut now = Duration::ZERO;
    for (at, input) in script.timed_inputs() {
        now = at;
        help_in_effects(&session.handle(input, now), &mut found);
    }
    (session, now, found)
}

/// Every command of every table, and every typed command, from every state: the help found.
fn walk(settings: &str) -> Vec<String> {
    walk_states(settings, STATES)
}

/// [`walk`] from `states`.
fn walk_states(settings: &str, states: &[(&str, &str)]) -> Vec<String> {
    let keymap = Keymap::default();
    let mut commands: Vec<_> = Context::ALL
        .iter()
        .flat_map(|&context| keymap.table(context).iter().map(|b| b.command))
        .collect();
    commands.extend(game_commands().map(|(_, command)| command));
    commands.dedup();
    let mut found = Vec::new();
    for (state, inputs) in states {
        let (_, _, during) = play(settings, inputs);
        found.extend(
            during
                .into_iter()
                .map(|h| format!("{state}: while playing: {h}")),
        );
        for &command in &commands {
            let (mut session, now, _) = play(settings, inputs);
            let mut here = Vec::new();
            help_in_effects(&session.handle(Input::Command(command), now), &mut here);
            found.extend(
                here.into_iter()
                    .map(|h| format!("{state}: {command:?}: {h}")),
            );
        }
    }
    found.sort();
    found.dedup();
    found
}

/// An online game on lichess (the Board API forbids any outside help), with the player's
/// tactile board; its states reached by the player's moves and the server's lines.
const ONLINE: &str =
    "online white\ntime 15+10\nlang en\nvocab white en\nvocab black en\nboard white on\n";
const ONLINE_STATES: &[(&str, &str)] = &[
    ("the start", "key Space\n"),
    ("a pawn lifted", "key Enter\n"),
    (
        "the opponent's capture on",
        "type e4\nserver {\"type\":\"gameState\",\"moves\":\"e2e4 d7d5\",\"wtime\":890000,\"btime\":895000,\"status\":\"started\"}\nkey c\n",
    ),
    (
        "the opponent gone",
        "type e4\nserver {\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":0}\n",
    ),
    ("an illegal move typed", "type Ke2\ntype Ng3\n"),
];

const TOURNAMENT: &str =
    "mode tournament\ntime 90+30\nvi white\nlang en\nvocab white en\nvocab black en\n";
const HOME: &str =
    "mode home\ntime 90+30\nvi white\nboard black on\nlang en\nvocab white en\nvocab black en\n";

#[test]
fn a_tournament_game_gives_no_help_beyond_the_board_and_the_clock() {
    let found = walk(TOURNAMENT);
    assert!(
        found.is_empty(),
        "help in a tournament game:\n{}",
        found.join("\n")
    );
}

#[test]
fn an_online_game_gives_no_help_beyond_the_board_and_the_clock() {
    let found = walk_states(ONLINE, ONLINE_STATES);
    assert!(
        found.is_empty(),
        "help in an online game:\n{}",
        found.join("\n")
    );
    // The states are reached: the server's capture is on the board.
    let (session, _, _) = play(ONLINE, ONLINE_STATES[2].1);
    assert_eq!(session.game().plies().len(), 2);
}

#[test]
fn the_same_walk_at_home_finds_every_kind_of_help() {
    let found = walk(HOME).join("\n");
    for kind in [
        "message lifted",
        "message piece-moves",
        "message square-control",
        "message material",
        "claimable threefold",
        "reason",
        "the engine asked",
    ] {
        assert!(found.contains(kind), "no {kind:?} at home:\n{found}");
    }
}

#[test]
fn an_illegal_move_in_a_tournament_is_refused_without_its_reason_and_logged() {
    let (session, _, _) = play(TOURNAMENT, STATES[4].1);
    let words: Vec<String> = session
        .incidents()
        .iter()
        .map(|i| {
            session.words(
                &session.incident_message(i),
                session.setup().players.white.vocab,
            )
        })
        .collect();
    // Said without a reason…
    let said: Vec<String> = script_lines(STATES[4].1);
    assert_eq!(said.iter().filter(|l| *l == "Not a legal move.").count(), 3);
    // …and written down for the arbiter.
    assert_eq!(
        words,
        [
            "Move 1, at 0 seconds (White one hour, 30 minutes, Black one hour, 30 minutes): White tried a move that is not legal",
            "Move 1, at 0 seconds (White one hour, 30 minutes, Black one hour, 30 minutes): White tried a move that is not legal",
            "Move 1, at 0 seconds (White one hour, 30 minutes, Black one hour, 30 minutes): White touched Knight Gustav one: it must be moved if it can",
            "Move 1, at 0 seconds (White one hour, 30 minutes, Black one hour, 30 minutes): White tried a move that is not legal",
        ]
    );
}

/// The lines said after the settings (the greeting left out).
fn script_lines(inputs: &str) -> Vec<String> {
    let script = Script::parse(&format!("{TOURNAMENT}{inputs}")).expect("the script reads");
    let (session, happened) = script
        .run(&mut annabella_core::session::script::InlineEngines::new(
            1,
            std::time::Instant::now,
        ))
        .expect("the game starts");
    let _ = session;
    happened
        .into_iter()
        .skip(1)
        .filter_map(|h| match h {
            annabella_core::session::script::Happened::Said { text, .. } => Some(text),
            _ => None,
        })
        .collect()
}

#[test]
fn after_a_tournament_game_every_help_is_back() {
    let (mut session, now, _) = play(
        TOURNAMENT,
        "key Space\ntype f3\nkey c Space\ntype e5\nkey Space c\ntype g4\nkey c Space\ntype Dh4\n",
    );
    assert!(session.result().is_some(), "fool's mate ends the game");
    let mut found = Vec::new();
    let moves = Input::Command(annabella_core::keymap::Command::Explore(
        annabella_core::keymap::Explore::Material,
    ));
    help_in_effects(&session.handle(moves, now), &mut found);
    assert_eq!(found, ["message material"]);
}
