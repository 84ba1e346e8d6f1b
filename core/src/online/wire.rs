//! The lines of lichess's NDJSON streams, as serde types. Only the fields Annabella reads are
//! declared; lichess may add others and they are ignored. Where the schema and the server
//! disagree the server wins, with the issue named (a correspondence game's `gameFull` has no
//! `clock`, lichess-org/api#496).

use serde::Deserialize;

/// A line of a game's stream (`GET /api/board/game/stream/{id}`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameLine {
    /// The first line, and the first after every reconnect: the whole game.
    GameFull(Box<GameFull>),
    /// Sent on every move, offer and at the end: the whole move list and both clocks.
    GameState(GameState),
    ChatLine(ChatLine),
    /// The opponent left the game, or came back.
    OpponentGone(OpponentGone),
    /// A line of a type this version does not know: skipped.
    #[serde(other)]
    Unknown,
}

impl GameLine {
    /// Reads one line; the error says what was wrong with it (serde's words, with the column).
    pub fn parse(line: &str) -> Result<GameLine, String> {
        serde_json::from_str(line).map_err(|error| error.to_string())
    }
}

/// `gameFull`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameFull {
    pub id: String,
    #[serde(default)]
    pub rated: bool,
    /// Absent in correspondence games (lichess-org/api#496).
    #[serde(default)]
    pub clock: Option<GameClock>,
    #[serde(default)]
    pub days_per_turn: Option<u32>,
    #[serde(default)]
    pub speed: String,
    pub white: GamePlayer,
    pub black: GamePlayer,
    /// `"startpos"` or a FEN.
    #[serde(default = "startpos")]
    pub initial_fen: String,
    pub state: GameState,
    #[serde(default)]
    pub variant: Option<Variant>,
}

fn startpos() -> String {
    "startpos".to_string()
}

/// The game's time control, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct GameClock {
    pub initial: u64,
    pub increment: u64,
}

/// One side of a game: a person (`id`, `name`) or the lichess AI (`aiLevel`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GamePlayer {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub rating: Option<u32>,
    #[serde(default)]
    pub provisional: bool,
    #[serde(default)]
    pub ai_level: Option<u8>,
}

/// The game's variant; only standard chess is played.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Variant {
    pub key: String,
    #[serde(default)]
    pub name: String,
}

/// `gameState`: everything that changes during a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct GameState {
    /// Every move so far in UCI, separated by spaces (not only the new one).
    #[serde(default)]
    pub moves: String,
    /// White's time left, in milliseconds (2147483647 in correspondence games).
    #[serde(default)]
    pub wtime: u64,
    #[serde(default)]
    pub btime: u64,
    #[serde(default)]
    pub winc: u64,
    #[serde(default)]
    pub binc: u64,
    pub status: Status,
    #[serde(default)]
    pub winner: Option<Winner>,
    #[serde(default)]
    pub wdraw: bool,
    #[serde(default)]
    pub bdraw: bool,
    #[serde(default)]
    pub wtakeback: bool,
    #[serde(default)]
    pub btakeback: bool,
    /// Before the first moves: how long is left to make one before the game is aborted.
    #[serde(default)]
    pub expiration: Option<Expiration>,
}

impl GameState {
    /// The moves as UCI words.
    pub fn uci_moves(&self) -> impl Iterator<Item = &str> {
        self.moves.split_whitespace()
    }
}

/// `expiration`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Expiration {
    #[serde(default)]
    pub idle_millis: u64,
    pub millis_to_move: u64,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    White,
    Black,
}

impl Winner {
    pub fn color(self) -> shakmaty::Color {
        match self {
            Winner::White => shakmaty::Color::White,
            Winner::Black => shakmaty::Color::Black,
        }
    }
}

/// A game's status (`GameStatusName`), with a fallback for names this version does not know.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Status {
    #[default]
    Created,
    Started,
    Aborted,
    Mate,
    Resign,
    Stalemate,
    /// The opponent left and the other side claimed the win.
    Timeout,
    Draw,
    /// A flag fell.
    Outoftime,
    Cheat,
    /// A player did not make the first move in time.
    NoStart,
    UnknownFinish,
    InsufficientMaterialClaim,
    VariantEnd,
    #[serde(other)]
    Other,
}

impl Status {
    /// The game is still being played.
    pub fn playing(&self) -> bool {
        matches!(self, Status::Created | Status::Started)
    }
}

/// `chatLine`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ChatLine {
    #[serde(default)]
    pub room: String,
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub text: String,
}

/// `opponentGone`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    pub gone: bool,
    #[serde(default)]
    pub claim_win_in_seconds: Option<u64>,
}

// ---- the event stream ------------------------------------------------------------------------

/// A line of the event stream (`GET /api/stream/event`): games that start and finish, and
/// challenges that come, go or are declined. On opening, lichess sends every current challenge
/// and game, so the first lines are the state as it stands.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum EventLine {
    /// A game of ours began (or is going on, on connecting).
    GameStart { game: Box<GameEventInfo> },
    /// A game of ours ended.
    GameFinish { game: Box<GameEventInfo> },
    /// A challenge to us, or from us.
    Challenge {
        challenge: Box<Challenge>,
        /// Whether the game it makes can be played through the Board API.
        #[serde(default)]
        compat: Option<Compat>,
    },
    /// A challenge was taken back by the one who made it.
    ChallengeCanceled { challenge: Box<Challenge> },
    /// Our challenge was declined; `challenge.decline_reason_key` says why.
    ChallengeDeclined { challenge: Box<Challenge> },
    /// A line of a type this version does not know: skipped.
    #[serde(other)]
    Unknown,
}

impl EventLine {
    /// Reads one line; the error says what was wrong with it (serde's words, with the column).
    pub fn parse(line: &str) -> Result<EventLine, String> {
        serde_json::from_str(line).map_err(|error| error.to_string())
    }
}

/// A game as the event stream tells it (`GameEventInfo`): enough to say it and to open its
/// stream, not the moves (they come with the game's own stream).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameEventInfo {
    /// The game's id with our player's secret: never said, never logged.
    pub full_id: String,
    /// The game's id, for its stream and its requests.
    pub game_id: String,
    /// The position now.
    #[serde(default)]
    pub fen: String,
    /// The colour we play.
    #[serde(default)]
    pub color: Option<GameColor>,
    /// The last move in UCI, empty before the first.
    #[serde(default)]
    pub last_move: String,
    /// How the game was made (`lobby`, `friend`, `ai`, …).
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub status: Option<GameStatus>,
    #[serde(default)]
    pub variant: Option<Variant>,
    #[serde(default)]
    pub speed: Speed,
    /// The rating category (`blitz`, `rapid`, `correspondence`, …).
    #[serde(default)]
    pub perf: String,
    #[serde(default)]
    pub rated: bool,
    /// Whether we have made a move in it.
    #[serde(default)]
    pub has_moved: bool,
    #[serde(default)]
    pub opponent: Option<Opponent>,
    #[serde(default)]
    pub is_my_turn: bool,
    /// Our time left, in seconds (in correspondence, until the move is due).
    #[serde(default)]
    pub seconds_left: Option<u64>,
    /// The winner, in `gameFinish`; none for a draw or an abort.
    #[serde(default)]
    pub winner: Option<GameColor>,
    /// Which APIs can play it; only Board API games can be played here.
    #[serde(default)]
    pub compat: Option<Compat>,
}

impl GameEventInfo {
    /// Whether Annabella can play this game: the Board API takes it. A game without the
    /// information is taken to be playable (lichess sends it for every game).
    pub fn board_compatible(&self) -> bool {
        self.compat.is_none_or(|compat| compat.board)
    }
}

/// `status` of a game on the event stream: its number and its name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct GameStatus {
    #[serde(default)]
    pub id: u32,
    pub name: Status,
}

/// A colour as lichess writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameColor {
    White,
    Black,
}

impl GameColor {
    pub fn color(self) -> shakmaty::Color {
        match self {
            GameColor::White => shakmaty::Color::White,
            GameColor::Black => shakmaty::Color::Black,
        }
    }
}

/// The opponent of a game on the event stream: a person (`id`, `rating`) or the lichess AI
/// (`id` null, `ai` its level).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Opponent {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub rating: Option<u32>,
    /// The lichess AI's level, 1 to 8.
    #[serde(default)]
    pub ai: Option<u8>,
}

/// Which of lichess's APIs can play a game (`compat`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Compat {
    #[serde(default)]
    pub bot: bool,
    /// The Board API, which Annabella plays through.
    #[serde(default)]
    pub board: bool,
}

/// How fast a game is, as lichess sorts it (estimated duration = initial + 40 × increment).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Speed {
    UltraBullet,
    Bullet,
    Blitz,
    Rapid,
    Classical,
    Correspondence,
    /// A speed this version does not know, or none given.
    #[default]
    #[serde(other)]
    Other,
}

impl Speed {
    /// The name as a message's selector (`rapid`, `other`).
    pub fn as_str(self) -> &'static str {
        match self {
            Speed::UltraBullet => "ultraBullet",
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
            Speed::Other => "other",
        }
    }
}

/// A challenge (`ChallengeJson`), to us or from us. In `challengeDeclined` it also carries why
/// (`ChallengeDeclinedJson`, the same with the two decline fields).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    /// The challenge's id, which becomes the game's id when it is accepted.
    pub id: String,
    #[serde(default)]
    pub url: String,
    #[serde(default)]
    pub status: ChallengeStatus,
    pub challenger: ChallengeUser,
    /// None for an open challenge (anyone with the link).
    #[serde(default)]
    pub dest_user: Option<ChallengeUser>,
    #[serde(default)]
    pub variant: Option<Variant>,
    #[serde(default)]
    pub rated: bool,
    #[serde(default)]
    pub speed: Speed,
    #[serde(default)]
    pub time_control: ChallengeTime,
    /// The colour the challenger asked for.
    #[serde(default)]
    pub color: ChallengeColor,
    /// The colour the challenger plays, once chosen (a random choice is drawn at once).
    #[serde(default)]
    pub final_color: Option<GameColor>,
    /// Whether it comes to us or goes from us; absent on some lines, where the challenger's id
    /// against our own tells.
    #[serde(default)]
    pub direction: Option<Direction>,
    /// Why it was declined, in `challengeDeclined` only.
    #[serde(default)]
    pub decline_reason_key: Option<DeclineReason>,
}

/// A player in a challenge (`ChallengeUser`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ChallengeUser {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub rating: Option<u32>,
    /// `GM`, `IM`, … or `BOT`.
    #[serde(default)]
    pub title: Option<String>,
}

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChallengeStatus {
    #[default]
    Created,
    Offline,
    Canceled,
    Declined,
    Accepted,
    #[serde(other)]
    Other,
}

/// The time control of a challenge (`TimeControl`): a clock, days per move, or none.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ChallengeTime {
    Clock(ClockTime),
    Correspondence(CorrespondenceTime),
    #[default]
    Unlimited,
    /// A kind this version does not know.
    #[serde(other)]
    Other,
}

/// A real-time challenge's clock, in seconds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ClockTime {
    /// The time for the game, in seconds.
    pub limit: u64,
    /// Added after each move, in seconds.
    pub increment: u64,
    /// lichess's own short form (`5+2`); not said, since "5+2" is no sentence.
    #[serde(default)]
    pub show: String,
}

/// A correspondence challenge's days per move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CorrespondenceTime {
    pub days_per_turn: u32,
}

/// The colour the challenger asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChallengeColor {
    White,
    Black,
    #[default]
    Random,
}

/// Whether a challenge comes to us (`in`) or goes from us (`out`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    In,
    Out,
}

/// Why a challenge was declined (`declineReasonKey`), as lichess's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeclineReason {
    Generic,
    Later,
    TooFast,
    TooSlow,
    TimeControl,
    Rated,
    Casual,
    Standard,
    Variant,
    NoBot,
    OnlyBot,
    /// A reason this version does not know.
    #[serde(other)]
    Other,
}

impl DeclineReason {
    /// The key as lichess writes it, and as a message's selector.
    pub fn as_str(self) -> &'static str {
        match self {
            DeclineReason::Generic => "generic",
            DeclineReason::Later => "later",
            DeclineReason::TooFast => "toofast",
            DeclineReason::TooSlow => "tooslow",
            DeclineReason::TimeControl => "timecontrol",
            DeclineReason::Rated => "rated",
            DeclineReason::Casual => "casual",
            DeclineReason::Standard => "standard",
            DeclineReason::Variant => "variant",
            DeclineReason::NoBot => "nobot",
            DeclineReason::OnlyBot => "onlybot",
            DeclineReason::Other => "other",
        }
    }
}

// ---- the account -----------------------------------------------------------------------------

/// Who we are (`GET /api/account`): our id tells our colour in a game and which challenges are
/// ours.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Account {
    pub id: String,
    pub username: String,
}

impl Account {
    /// Reads the answer's body; the error says what was wrong with it.
    pub fn parse(body: &str) -> Result<Account, String> {
        serde_json::from_str(body).map_err(|error| error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_start_names_the_game_the_opponent_and_our_colour() {
        let line = r#"{"type":"gameStart","game":{"fullId":"0FgNPGRzhDaW","gameId":"0FgNPGRz",
            "color":"white","lastMove":"","source":"friend","status":{"id":20,"name":"started"},
            "speed":"blitz","perf":"blitz","rated":true,"hasMoved":false,
            "opponent":{"id":"aaron","username":"Aaron","rating":776},"isMyTurn":true,
            "secondsLeft":300,"compat":{"bot":false,"board":true},"newField":[1,2]}}"#;
        let EventLine::GameStart { game } = EventLine::parse(line).unwrap() else {
            panic!("not a game start");
        };
        assert_eq!(game.game_id, "0FgNPGRz");
        assert_eq!(game.color, Some(GameColor::White));
        assert_eq!(game.speed, Speed::Blitz);
        assert_eq!(
            game.status.as_ref().map(|s| &s.name),
            Some(&Status::Started)
        );
        assert_eq!(game.opponent.as_ref().unwrap().rating, Some(776));
        assert_eq!(game.seconds_left, Some(300));
        assert!(game.board_compatible() && game.is_my_turn && game.rated);
    }

    #[test]
    fn the_lichess_ai_has_no_id_and_a_level() {
        let line = r#"{"type":"gameFinish","game":{"fullId":"RwDo6DN68b8x","gameId":"RwDo6DN6",
            "color":"black","status":{"id":25,"name":"aborted"},"speed":"correspondence",
            "opponent":{"id":null,"username":"Stockfish level 1","ai":1},
            "compat":{"bot":false,"board":false}}}"#;
        let EventLine::GameFinish { game } = EventLine::parse(line).unwrap() else {
            panic!("not a game finish");
        };
        let opponent = game.opponent.as_ref().unwrap();
        assert_eq!((opponent.id.as_deref(), opponent.ai), (None, Some(1)));
        assert!(!game.board_compatible());
        assert_eq!(game.winner, None);
    }

    #[test]
    fn a_challenge_with_each_kind_of_time_control() {
        let challenge = |time: &str| {
            let line = format!(
                r#"{{"type":"challenge","challenge":{{"id":"c1","challenger":{{"id":"elena",
                "name":"Elena","title":"WNM","rating":2307}},"destUser":null,"timeControl":{time},
                "color":"white","direction":"in"}},"compat":{{"bot":false,"board":true}}}}"#
            );
            match EventLine::parse(&line).unwrap() {
                EventLine::Challenge { challenge, compat } => {
                    assert_eq!(compat.map(|c| c.board), Some(true));
                    *challenge
                }
                other => panic!("{other:?}"),
            }
        };
        let clock = challenge(r#"{"type":"clock","limit":900,"increment":10,"show":"15+10"}"#);
        assert_eq!(
            clock.time_control,
            ChallengeTime::Clock(ClockTime {
                limit: 900,
                increment: 10,
                show: "15+10".into()
            })
        );
        assert_eq!(clock.challenger.title.as_deref(), Some("WNM"));
        assert_eq!(clock.dest_user, None);
        assert_eq!(clock.direction, Some(Direction::In));
        assert_eq!(clock.color, ChallengeColor::White);
        assert_eq!(
            challenge(r#"{"type":"correspondence","daysPerTurn":3}"#).time_control,
            ChallengeTime::Correspondence(CorrespondenceTime { days_per_turn: 3 })
        );
        assert_eq!(
            challenge(r#"{"type":"unlimited"}"#).time_control,
            ChallengeTime::Unlimited
        );
        assert_eq!(
            challenge(r#"{"type":"hourglass","sand":3}"#).time_control,
            ChallengeTime::Other
        );
    }

    #[test]
    fn a_declined_challenge_carries_its_reason_key() {
        let declined = |key: &str| {
            let line = format!(
                r#"{{"type":"challengeDeclined","challenge":{{"id":"c1","challenger":
                {{"id":"me","name":"Me"}},"declineReason":"…","declineReasonKey":"{key}"}}}}"#
            );
            match EventLine::parse(&line).unwrap() {
                EventLine::ChallengeDeclined { challenge } => challenge.decline_reason_key,
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(declined("toofast"), Some(DeclineReason::TooFast));
        assert_eq!(declined("nobot"), Some(DeclineReason::NoBot));
        assert_eq!(declined("busy"), Some(DeclineReason::Other));
    }

    #[test]
    fn unknown_lines_are_skipped_and_broken_ones_say_why() {
        assert_eq!(
            EventLine::parse(r#"{"type":"gameFlying","x":1}"#),
            Ok(EventLine::Unknown)
        );
        let broken = EventLine::parse(r#"{"type":"gameStart","game":{"gameId":"x"}}"#);
        assert!(broken.unwrap_err().contains("fullId"));
        assert!(EventLine::parse("not json").unwrap_err().contains("column"));
        assert!(
            EventLine::parse(r#"{"game":{}}"#)
                .unwrap_err()
                .contains("type")
        );
    }

    #[test]
    fn the_account_is_its_id_and_name() {
        let body = r#"{"id":"bobby","username":"Bobby","perfs":{"blitz":{"rating":1629}},
            "createdAt":1779834692439}"#;
        assert_eq!(
            Account::parse(body),
            Ok(Account {
                id: "bobby".into(),
                username: "Bobby".into()
            })
        );
        assert!(
            Account::parse(r#"{"id":"bobby"}"#)
                .unwrap_err()
                .contains("username")
        );
    }
}
