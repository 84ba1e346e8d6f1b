//! The headless command line: replay and announce PGN files, parse a typed move, play at the
//! terminal, run the audible clock, and learn the sounds. A thin shell: every decision is made by
//! the core modules.

mod choice;
mod clock;
mod engine_match;
mod export;
mod games;
mod online;
mod puzzles;
mod script;
mod serve;
mod sounds;
mod train;
mod window;

use std::{
    io::{self, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use annabella_core::{
    announce::{announce_move, events_after_move},
    notation::parse_move,
    pgn::{PgnGame, move_number},
    rules::{Game, StartPosition},
    session::{Arg, Message},
    ui_text::UiLanguage,
    vocab::{VocabId, Vocabulary},
    words::{Event, Form, Style, Token},
};

use crate::error::Error;
use choice::choice;
use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use shakmaty::{Chess, Outcome, Position};

#[derive(Parser, Debug)]
#[command(
    name = "annabella",
    version,
    about = "Accessible chess for blind and visually impaired players (FIDE Laws, Appendix D)",
    long_about = "Accessible chess for blind and visually impaired players (FIDE Laws, Appendix D): \
                  every move announced in the Appendix D words or another vocabulary, moves typed or \
                  said in any of them. Without a command, the window opens (or, where there is no \
                  display, the game at the terminal). Vocabularies: fide (Appendix D, German; the \
                  default), nb (Norwegian), en, is (Icelandic), vi (Vietnamese).",
    after_help = "annabella help COMMAND: what a command does, and its options."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// How moves are announced, shared by the commands that speak.
#[derive(clap::Args, Debug, Clone, Copy)]
struct Voice {
    /// Announcement vocabulary.
    #[arg(long, value_parser = choice::<VocabId>(), default_value_t = VocabId::Fide)]
    vocab: VocabId,
    /// Short form follows SAN (piece and target square); long form also names the from-square.
    #[arg(long, value_parser = choice::<Form>(), default_value_t = Form::Short)]
    form: Form,
    /// Say the pawn word on pawn moves ("Bauer Eva vier"). Default: as the vocabulary says (on for fide).
    #[arg(long, value_enum, default_value_t = PawnWord::Auto)]
    pawn_word: PawnWord,
    /// Interface language of everything that is not a move word: events, results, times,
    /// refusals (default: from LC_ALL / LC_MESSAGES / LANG, else en).
    #[arg(long, value_parser = choice::<UiLanguage>())]
    lang: Option<UiLanguage>,
}

/// Where messages and sounds go, shared by the commands that use them.
#[derive(clap::Args, Debug, Clone)]
struct Output {
    /// Interface language for messages (default: from LC_ALL / LC_MESSAGES / LANG, else en).
    #[arg(long, value_parser = choice::<UiLanguage>())]
    lang: Option<UiLanguage>,
    /// Play sounds on the first output device whose name contains this (default: the system's
    /// default device).
    #[arg(long)]
    audio_device: Option<String>,
}

impl Output {
    fn language(&self) -> UiLanguage {
        self.lang.unwrap_or_else(crate::locale::ui_language)
    }
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
enum PawnWord {
    Auto,
    On,
    Off,
}

impl Voice {
    fn ui_language(&self) -> UiLanguage {
        self.lang.unwrap_or_else(crate::locale::ui_language)
    }

    fn ui(&self) -> &'static annabella_core::ui_text::UiText {
        annabella_core::ui_text::UiText::get(self.ui_language())
    }

    fn vocabulary(&self) -> &'static Vocabulary {
        Vocabulary::get(self.vocab)
    }

    fn style(&self) -> Style {
        let say_pawn = match self.pawn_word {
            PawnWord::Auto => self.vocabulary().says_pawn_by_default(),
            PawnWord::On => true,
            PawnWord::Off => false,
        };
        Style {
            form: self.form,
            say_pawn,
        }
    }
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Open the window: the boards, the move field, the clocks (the default).
    ///
    /// The window: the boards as grids of named squares (a screen reader reads each as it is
    /// spoken: "Felix drei, weißer Springer"), the move field, clocks, move list and everything
    /// said. All by keyboard: arrows over the board, Enter lifts and places, a announces, c
    /// confirms, Space presses the clock, Tab goes to the move field, F1 or h tells every key.
    /// In a tournament game (--mode tournament) the app tells only what the board and the clock
    /// show (§11.3.1), and F9 twice opens the arbiter's panel (pause, set clocks, illegal moves,
    /// displaced pieces, results, notes: all in the incident log, read with i).
    /// The app speaks with its built-in voice (espeak-ng inside the app; `engine = "system"`
    /// under [speech] in the settings uses Speech Dispatcher instead); with --screen-reader
    /// it leaves speaking to your screen reader.
    /// With no game options the window opens on the new-game dialog (opponent, level, colour,
    /// names, vocabularies, time control, start position, tactile board, clock sounds; the last
    /// choices remembered); Ctrl+N opens it at any time.
    Window(window::WindowArgs),
    /// Let engines play each other headless and measure their strength.
    ///
    /// Engines play each other headless: the built-in engine's levels (builtin:1 … builtin:10)
    /// and any UCI engine (uci:PATH[:OPTION=VALUE…]). Colours alternate, each pair of games
    /// from the same opening; after each game the running score and the Elo difference with its
    /// 95 % margin. Used to measure the built-in levels against Stockfish (docs/manual.md, calibration).
    Match(engine_match::MatchArgs),
    /// Serve the built-in engine as a UCI engine on standard input and output.
    ///
    /// The built-in engine as a UCI engine on standard input and output, for chess GUIs and
    /// tournament managers (and `annabella match --white uci:…`). Options: Level (1-10), or
    /// UCI_LimitStrength with UCI_Elo (the level whose measured strength is nearest);
    /// UCI_Chess960. Answers isready and stop while it thinks.
    Uci,
    /// List every move of a PGN file with its announcement, or as JSON lines.
    ///
    /// Replay every game of a PGN file: move number, SAN and announcement per ply, or JSON lines.
    ///
    /// With --jsonl, one object per ply: {"game","ply","san","uci","fen","say","claims","end"},
    /// where "claims" lists what the player now to move may claim ("threefold", "fifty-moves") and
    /// "end" names an automatic end reached by the ply ("checkmate", "stalemate",
    /// "insufficient-material", "fivefold", "seventy-five-moves"); then per game
    /// {"game","result","termination"}. A broken game is reported on stderr (exit status 2); the
    /// other games are still replayed.
    Replay {
        file: PathBuf,
        #[command(flatten)]
        voice: Voice,
        /// JSON lines instead of a readable listing.
        #[arg(long)]
        jsonl: bool,
    },
    /// Read a typed or spoken move in a position; print it in UCI or why not.
    ///
    /// Parse a typed or spoken move in a position; print it in UCI, or the spoken reason it was
    /// refused (exit status 2).
    Parse {
        /// The position (default: the standard start).
        #[arg(long)]
        fen: Option<String>,
        /// Read castling in the position as Chess960 castling.
        #[arg(long)]
        chess960: bool,
        #[arg(long, value_parser = choice::<VocabId>(), default_value_t = VocabId::Fide)]
        vocab: VocabId,
        /// Interface language of the refusal's sentence (default: from the locale, else en).
        #[arg(long, value_parser = choice::<UiLanguage>())]
        lang: Option<UiLanguage>,
        /// The move in any accepted form: the vocabulary's words, SAN (Nf3), coordinates (g1-f3), castling (O-O).
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
        text: Vec<String>,
    },
    /// Read the games of a PGN file aloud, move by move.
    ///
    /// Read the games of a PGN file aloud, move by move, as a player would hear them: every
    /// move, the draws that can be claimed, the end and the result. Printed, one utterance a line.
    Announce {
        file: PathBuf,
        #[command(flatten)]
        voice: Voice,
        /// Also speak each line, one after the other, with the voice the settings choose (the
        /// built-in one unless `engine = "system"`); without speech the reason is told once and
        /// the text stays.
        #[arg(long)]
        speak: bool,
    },
    /// Play at the terminal: type moves and /commands, read every answer.
    ///
    /// Play at the terminal: type moves in any accepted form and commands by name (/help lists
    /// them; /board, /rank 3, /file e, /square e4, /moves g1, /pieces white knight read the
    /// board; /moves, /fen, /quit; /claim Nf3 claims a draw with the move, /log reads the
    /// incident log, /arbiter twice opens the arbiter's panel, /learn trains beside a home
    /// game), hear (read) everything the session says; the clock's sounds play. After the game: review, export, rematch, new or
    /// quit. The same options as the window set the game up (two players at
    /// one keyboard, the computer, a tournament game, a clock, another start).
    // The window's look and who speaks are not the terminal's: its help leaves them out.
    #[command(
        mut_arg("theme", |a| a.hide(true)),
        mut_arg("zoom", |a| a.hide(true)),
        mut_arg("boards", |a| a.hide(true)),
        mut_arg("screen_reader", |a| a.hide(true)),
        mut_arg("speech", |a| a.hide(true)),
        mut_arg("record", |a| a.hide(true))
    )]
    Play(window::WindowArgs),
    /// Play people on lichess: log in, seek, challenge, accept, play.
    ///
    /// Play on lichess through its Board API, at the terminal (in the window: a new game, Opponent:
    /// online on lichess, opens the same lobby). Alone, it connects (the account
    /// from `annabella online login`, or ANNABELLA_LICHESS_TOKEN), says your account, your games
    /// going on and the challenges to you, and takes up a game where it stands; then type
    /// seek 15+10, challenge NAME 10+5, ai 3, accept, decline, cancel, play, games, challenges,
    /// help or quit. A game is played as with `annabella play`: the opponent's move is announced
    /// the moment it arrives (and, with --board, waits to be made on your tactile board), yours
    /// is sent when it is made (or, with --press hand, when you press the clock: /clock), and
    /// /draw, /resign (twice), /takeback, /abort (twice), /decline, /chat TEXT, /flag (claim the win when
    /// the opponent has left) go to lichess (in the window also by keys: Ctrl+Shift+B takeback,
    /// Ctrl+Shift+A abort, Ctrl+Shift+N decline, Ctrl+Shift+M chat; F1 lists them). A move typed while the opponent is to move is a
    /// premove: held, said, and sent the moment the opponent's move comes if it is legal then
    /// (else dropped, and the reason said); another replaces it, /cancel drops it; with --press
    /// hand it goes at once only if you pressed the clock for it ahead. Correspondence (seek 3d)
    /// has no clock: the days per move and the time left for your move are said (/time).
    /// lichess keeps the clock; no engine, hint or
    /// analysis is given during the game (the Board API forbids them). The game is journaled
    /// like any other: `annabella games` lists it, and it is taken up after a restart.
    /// ANNABELLA_LICHESS_URL points at another server (lichess.dev, a test server).
    Online(online::OnlineArgs),
    /// The audible chess clock alone, for a game on a real board.
    ///
    /// The audible chess clock, for a game on a real (tactile) board: Enter presses the clock,
    /// t tells both times and the moves in words, p pauses, q quits. The clock sounds as a tactile
    /// clock is felt (Appendix D.2.6.2): one soft bell at every 5-minute mark of remaining time,
    /// two bells at every quarter hour, a rising tone each minute of the last five, a rising chirp
    /// each ten seconds of the last minute, a tick each second of the last ten, and an alarm when
    /// the flag falls.
    Clock(clock::ClockArgs),
    /// Run a session from a script of timed inputs; print each effect as JSON.
    ///
    /// Run a session from a script of timed inputs (keys by name, typed text, time passing,
    /// settings) and print every effect as a JSON line with its time: {"at":SECS,"say":TEXT,
    /// "priority":…} for speech, {"at":SECS,"cue":SOUND,"color":…} for a clock sound; then
    /// {"at","fen","moves","white_clock","black_clock","result","incidents"}. `expect TEXT` and
    /// `expect-none TEXT` lines check what was said (an unmet one is printed as {"unmet":…} and
    /// the exit status is 2). docs/manual.md describes the format; a script is also a good bug
    /// report.
    Script { file: PathBuf },
    /// List the saved games, newest first (unfinished ones can be taken up).
    ///
    /// The saved games: every game is journaled as it is played (in ~/.local/share/annabella/games
    /// on Linux), so that nothing is lost when the app stops. Lists them, newest first: number,
    /// start, moves, result or unfinished, file. `annabella play --resume` and
    /// `annabella window --resume` take up the newest unfinished game.
    Games {
        /// Print where game N (1 = the newest, or `latest`) stands, as JSON: position, moves,
        /// clocks, result and incident log.
        #[arg(long, value_name = "N")]
        show: Option<String>,
    },
    /// Show the settings file and what in it cannot be used; --save writes it.
    ///
    /// The settings file (~/.config/annabella/settings.toml on Linux): new games' defaults where
    /// the command line says nothing, the speech's rate, pitch, volume, mode and voices, the
    /// window's look, rebound keys. Prints the file, whatever in it cannot be used and the speech
    /// mode the window would take; with --save, first saves the game options given here as the
    /// defaults (the file keeps everything else; the app never writes it on its own).
    Settings {
        /// Save the game options given here as new games' defaults.
        #[arg(long)]
        save: bool,
        #[command(flatten)]
        game: window::WindowArgs,
    },
    /// List the system's voices by language.
    ///
    /// The system's voices by language: the names to give in the settings file
    /// ([speech] voices = { de = "German+Annie" }), which the settings dialog (F12) also lists.
    /// Without --lang, each language with how many voices it has; with it, that language's
    /// voices, one a line.
    Voices {
        /// Only this language's voices (a tag such as de, en-GB, nb).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Write a saved game's scoresheet: PGN, text, HTML or braille.
    ///
    /// A saved game's scoresheet out: PGN (with clocks, draw offers and incidents), plain or
    /// large-print HTML text, or the visually impaired player's scoresheet in braille (D.2.7,
    /// by liblouis in the interface language's table): BRF for an embosser, Unicode braille for
    /// a braille display. GAME: its number in `annabella games`, `latest`, or a .jsonl file.
    Export {
        game: String,
        #[arg(long, value_enum, default_value = "pgn")]
        format: crate::stores::scoresheet::Format,
    },
    /// Check the puzzles with Stockfish.
    ///
    /// The puzzles: `annabella puzzles verify` re-checks them with Stockfish by the lichess
    /// puzzler's only-move rule (MultiPV 2), the shipped set or a CSV in the lichess layout.
    Puzzles(puzzles::PuzzlesArgs),
    /// Learn chess and train at home: lessons, drills, puzzles, your own mistakes, progress.
    ///
    /// Learn and train at home: `train learn` (lessons by doing), `train drill KIND`
    /// (board-vision drills by ear), `train puzzle` (puzzles with hints in three steps and a
    /// rating), `train mistakes [GAME]` (the moves of your own games that lost much, to find
    /// again), `train progress` (the record read out). Answers are typed, one a line.
    Train(train::TrainArgs),
    /// Learn the clock's sounds: each one's meaning, and with --play the sound.
    ///
    /// Learn the clock's sounds: each one's meaning, and with --play the sound itself.
    Sounds {
        /// Play each sound after printing its meaning.
        #[arg(long)]
        play: bool,
        /// Write the sound files into DIR from the built-in generator (for developers: the files
        /// in audio/ are made this way).
        #[arg(long, value_name = "DIR")]
        write: Option<PathBuf>,
        #[command(flatten)]
        output: Output,
    },
}

pub fn run() -> ExitCode {
    crate::stores::writes_past_the_size_limit_fail_not_kill();
    let cli = Cli::parse();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Window(window::WindowArgs::default()));
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = match command {
        Command::Window(args) => match window::run(&args) {
            Ok(Some(status)) => Ok(status),
            Ok(None) => {
                drop(out);
                window::play_at_terminal(&args)
            }
            Err(e) => Err(e),
        },
        Command::Replay { file, voice, jsonl } => replay(&file, voice, jsonl, &mut out),
        Command::Parse {
            fen,
            chess960,
            vocab,
            lang,
            text,
        } => parse(fen, chess960, vocab, lang, &text.join(" "), &mut out),
        Command::Announce { file, voice, speak } => {
            let mut speech = speak.then(|| Spoken::new(voice.ui_language()));
            announce(&file, voice, &mut out, speech.as_mut())
        }
        Command::Play(args) => {
            drop(out);
            window::play_at_terminal(&args)
        }
        Command::Clock(args) => {
            drop(out);
            clock::run(args)
        }
        Command::Online(args) => {
            drop(out);
            online::run(args)
        }
        Command::Match(args) => {
            drop(out);
            engine_match::run(args).map(|()| ExitCode::SUCCESS)
        }
        Command::Uci => {
            drop(out);
            serve::run().map(|()| ExitCode::SUCCESS)
        }
        Command::Script { file } => script::run(&file, &mut out).map(|()| ExitCode::SUCCESS),
        Command::Games { show } => games::run(show.as_deref(), &mut out),
        Command::Settings { save, game } => settings(save, &game, &mut out),
        Command::Voices { lang } => voices(lang.as_deref(), &mut out),
        Command::Export { game, format } => {
            export::run(&game, format, &mut out).map(|()| ExitCode::SUCCESS)
        }
        Command::Train(args) => train::run(args, io::BufReader::new(io::stdin()), &mut out)
            .map(|()| ExitCode::SUCCESS)
            .map_err(Error::from),
        Command::Puzzles(args) => puzzles::run(args, &mut out).map_err(Error::from),
        Command::Sounds {
            play,
            write,
            output,
        } => {
            drop(out);
            sounds::run(play, write.as_deref(), &output).map(|()| ExitCode::SUCCESS)
        }
    };
    match result {
        Ok(status) => status,
        Err(e) => {
            let ui = annabella_core::ui_text::UiText::get(crate::locale::ui_language());
            eprintln!("annabella: {}", e.text(ui));
            ExitCode::from(2)
        }
    }
}

/// Prints each broken game's reason on stderr; the status is 2 when there was one.
fn report_broken(
    file: &Path,
    games: &[Result<PgnGame, annabella_core::pgn::PgnError>],
) -> ExitCode {
    let mut broken = false;
    for (index, game) in games.iter().enumerate() {
        match game {
            Err(error) => eprintln!("annabella: {}: {error}", file.display()),
            Ok(pgn) if pgn.problems.is_empty() => continue,
            Ok(pgn) => {
                for problem in &pgn.problems {
                    eprintln!(
                        "annabella: {}: game {}: {problem}",
                        file.display(),
                        index + 1
                    );
                }
            }
        }
        broken = true;
    }
    if broken {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

#[derive(Serialize)]
struct PlyLine {
    game: usize,
    ply: usize,
    san: String,
    uci: String,
    fen: String,
    say: String,
    claims: Vec<&'static str>,
    end: Option<&'static str>,
}

#[derive(Serialize)]
struct GameLine {
    game: usize,
    result: String,
    termination: Option<&'static str>,
}

fn replay(file: &Path, voice: Voice, jsonl: bool, out: &mut impl Write) -> Result<ExitCode, Error> {
    let games = crate::stores::pgn_file::read_pgn(file)?;
    let vocab = voice.vocabulary();
    for (index, pgn) in games.iter().enumerate() {
        let Ok(pgn) = pgn else { continue };
        let number = index + 1;
        let mut game = Game::new(pgn.game.start().clone())?;
        if !jsonl {
            writeln!(
                out,
                "Game {number}: {} - {}",
                annabella_core::shown::one_line(pgn.tag("White").unwrap_or("?")),
                annabella_core::shown::one_line(pgn.tag("Black").unwrap_or("?"))
            )?;
        }
        for (i, ply) in pgn.game.plies().iter().enumerate() {
            let before = game.position().clone();
            let say = vocab.render(&announce_move(&before, ply.mv, voice.style()), voice.ui());
            game.play(ply.mv)?;
            if jsonl {
                let line = PlyLine {
                    game: number,
                    ply: i + 1,
                    san: ply.san.to_string(),
                    uci: ply.uci.to_string(),
                    fen: game.fen(),
                    say,
                    claims: game.claims().iter().map(|c| c.as_str()).collect(),
                    end: game.automatic_end().map(|e| e.as_str()),
                };
                write_json_line(out, &line)?;
            } else {
                let number = move_number(before.fullmoves().get(), before.turn());
                writeln!(out, "{number:>6} {:<8} {say}", ply.san.to_string())?;
            }
        }
        let (result, termination) = match game.automatic_end() {
            Some(end) => (Outcome::Known(end.outcome()), Some(end.as_str())),
            None => (pgn.result, None),
        };
        if jsonl {
            let line = GameLine {
                game: number,
                result: result.to_string(),
                termination,
            };
            write_json_line(out, &line)?;
        } else {
            writeln!(
                out,
                "{result}{}",
                termination.map(|t| format!(" ({t})")).unwrap_or_default()
            )?;
        }
    }
    Ok(report_broken(file, &games))
}

/// `annabella settings [--save OPTIONS]`.
fn settings(
    save: bool,
    game: &window::WindowArgs,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let ui = annabella_core::ui_text::UiText::get(game.language());
    let path = crate::stores::settings::path().ok_or(Error::said("error-no-config-folder"))?;
    if save {
        crate::stores::settings::save(&path, game.given())?;
        let text = ui.text_with(
            "settings-saved",
            &[("file", path.display().to_string().into())],
        );
        writeln!(out, "{text}")?;
    }
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    writeln!(out, "# {}", path.display())?;
    write!(out, "{text}")?;
    let read = crate::stores::settings::Settings::read(&path, ui);
    for problem in &read.problems {
        writeln!(out, "{problem}")?;
    }
    // Who speaks what in the window, and why: chosen, or as the running screen reader suggests.
    let (mode, why) = crate::devices::speech::screen_reader::choose(read.speech.mode);
    let value = ui.text_with(
        "settings-speech-value",
        &[("value", annabella_core::choice::Choice::as_str(mode).into())],
    );
    let label = ui.text("settings-speech");
    writeln!(out, "{label}: {value}. {}", ui.text(why))?;
    Ok(if read.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}

/// `annabella voices`: what the system's speech offers, by language.
fn voices(lang: Option<&str>, out: &mut impl Write) -> Result<ExitCode, Error> {
    use crate::devices::speech::Speaker;
    use annabella_core::dialogs::preferences::primary_language;
    let ui = annabella_core::ui_text::UiText::get(crate::locale::ui_language());
    let mut speaker = crate::devices::speech::SystemSpeaker::open().map_err(Error::System)?;
    let answered = speaker.wait_connected(std::time::Duration::from_secs(10));
    let start = std::time::Instant::now();
    // The voices are asked for as soon as the service answers.
    while answered && speaker.voices().is_empty() && start.elapsed().as_secs() < 3 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let offered = speaker.voices();
    if offered.is_empty() {
        let reason = match speaker.take_notice() {
            Some(crate::devices::speech::SpeechNotice::Unavailable(reason)) => reason,
            _ => ui.text("voices-none"),
        };
        return Err(Error::System(reason));
    }
    let mut by_language: std::collections::BTreeMap<String, Vec<&str>> = Default::default();
    for (tag, name) in offered.iter() {
        by_language
            .entry(primary_language(tag))
            .or_default()
            .push(name);
    }
    let write = |out: &mut dyn Write, line: &str| writeln!(out, "{line}");
    match lang {
        Some(lang) => {
            let Some(names) = by_language.get(&primary_language(lang)) else {
                return Err(Error::Said(Message::Ui(
                    "voices-no-language",
                    vec![("lang", Arg::Key(lang.to_string()))],
                )));
            };
            for name in names {
                write(out, name)?;
            }
        }
        None => {
            for (language, names) in &by_language {
                let line = ui.text_with(
                    "voices-language",
                    &[
                        ("lang", language.clone().into()),
                        ("count", names.len().into()),
                        (
                            "first",
                            names
                                .first()
                                .copied()
                                .unwrap_or_default()
                                .to_string()
                                .into(),
                        ),
                    ],
                );
                write(out, &line)?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn write_json_line(out: &mut impl Write, line: &impl Serialize) -> Result<(), Error> {
    let json = serde_json::to_string(line)?;
    Ok(writeln!(out, "{json}")?)
}

fn parse(
    fen: Option<String>,
    chess960: bool,
    vocab: VocabId,
    lang: Option<UiLanguage>,
    text: &str,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let start = match fen {
        Some(fen) => StartPosition::Fen { fen, chess960 },
        None => StartPosition::Standard,
    };
    let game = Game::new(start)?;
    let vocabulary = Vocabulary::get(vocab);
    let style = Style {
        form: Form::Short,
        say_pawn: vocabulary.says_pawn_by_default(),
    };
    match parse_move(game.position(), text, vocabulary, style) {
        Ok(m) => {
            writeln!(out, "{}", m.to_uci(game.castling_mode()))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(refusal) => {
            let ui = annabella_core::ui_text::UiText::get(
                lang.unwrap_or_else(crate::locale::ui_language),
            );
            let reason = vocabulary.refusal_text(&refusal, ui);
            writeln!(out, "{reason}")?;
            Ok(ExitCode::from(2))
        }
    }
}

/// What a player hears after a move: the move itself, then a draw that can now be claimed, then
/// the end of the game and its result.
fn utterances_after_move(
    game: &Game,
    before: &Chess,
    m: shakmaty::Move,
    voice: Voice,
) -> Vec<Vec<Token>> {
    let mut said = vec![announce_move(before, m, voice.style())];
    said.extend(
        events_after_move(game)
            .into_iter()
            .map(|event| vec![Token::Event(event)]),
    );
    if let Some(end) = game.automatic_end() {
        said.push(vec![Token::Event(Event::Result(end.outcome()))]);
    }
    said
}

/// Lines said aloud one after the other, for `announce --speak`.
struct Spoken {
    voice: crate::devices::speech::Voice,
    ui: UiLanguage,
}

impl Spoken {
    /// The system's speech tuned and voiced as the settings file says.
    fn new(ui: UiLanguage) -> Spoken {
        let settings = crate::stores::settings::path()
            .map(|path| {
                crate::stores::settings::Settings::read(
                    &path,
                    annabella_core::ui_text::UiText::get(ui),
                )
            })
            .unwrap_or_default();
        // Said as the app says it when no screen reader speaks for it.
        let voice = crate::devices::speech::Voice::new(crate::devices::speech::open_for(
            &settings.speech,
            annabella_core::speech::SpeechMode::App,
        ));
        Spoken { voice, ui }
    }

    /// Says `text` and waits until it has been said.
    fn say(&mut self, text: &str, language: &str) {
        use annabella_core::speech::queue::Priority;
        self.voice
            .say(text.to_string(), language, Priority::Announcement);
        self.tell_notice();
        while self.voice.busy() {
            std::thread::sleep(std::time::Duration::from_millis(15));
            self.voice.poll();
        }
        // Missing speech may be known only once the service has been tried.
        self.tell_notice();
    }

    fn tell_notice(&mut self) {
        if let Some(notice) = self.voice.take_notice() {
            eprintln!(
                "{}",
                notice.text(annabella_core::ui_text::UiText::get(self.ui))
            );
        }
    }
}

fn announce(
    file: &Path,
    voice: Voice,
    out: &mut impl Write,
    mut speech: Option<&mut Spoken>,
) -> Result<ExitCode, Error> {
    let vocab = voice.vocabulary();
    let ui = voice.ui();
    // A move is spoken by its vocabulary's voice, a sentence by the interface language's.
    let mut say = |out: &mut dyn Write, tokens: &[Token]| -> Result<(), Error> {
        let text = vocab.render(tokens, ui);
        writeln!(out, "{text}")?;
        out.flush()?;
        if let Some(speech) = speech.as_deref_mut() {
            speech.say(&text, &vocab.speaking_language(tokens, voice.ui_language()));
        }
        Ok(())
    };
    let games = crate::stores::pgn_file::read_pgn(file)?;
    for pgn in games.iter().flatten() {
        let mut game = Game::new(pgn.game.start().clone())?;
        for ply in pgn.game.plies() {
            let before = game.position().clone();
            game.play(ply.mv)?;
            for utterance in utterances_after_move(&game, &before, ply.mv, voice) {
                say(out, &utterance)?;
            }
        }
        if game.automatic_end().is_none()
            && let Outcome::Known(outcome) = pgn.result
        {
            say(out, &[Token::Event(Event::Result(outcome))])?;
        }
    }
    Ok(report_broken(file, &games))
}
