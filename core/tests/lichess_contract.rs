//! lichess's own API reference against the core's wire types (`annabella_core::online::wire`):
//! the schemas and examples vendored in `contract/lichess-api/` (pinned, see its README).
//!
//! - Every example the reference gives for the event stream, the game stream and the account
//!   validates against its schema and deserialises into our types as the line it is.
//! - Every field our types declare is a property of the schema at the same place. The fields
//!   are not listed by hand: `declared` deserialises each type from a recorder that notes the
//!   field list serde derived for every struct it meets (and the variants of every enum), so a
//!   field added to a type is checked at once, and a type that records nothing fails.
//! - Hostile lines: a clock as a string, a status lichess has not made yet, a correspondence
//!   `gameFull` without `clock`, a line of an unknown type.
//!
//! The schemas are YAML with relative `$ref`s; they are read with `serde_norway`, the `$ref`s
//! inlined here, and validated with `jsonschema` (JSON Schema 2020-12, as OpenAPI 3.1 uses).

use std::{
    cell::RefCell,
    collections::{BTreeMap, BTreeSet},
    fmt,
    path::{Path, PathBuf},
};

use annabella_core::online::wire::{
    Account, Challenge, ChatLine, ClockTime, CorrespondenceTime, EventLine, GameEventInfo,
    GameFull, GameLine, GameState, OpponentGone, Status,
};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, MapAccess,
    SeqAccess, VariantAccess, Visitor,
};
use serde_json::{Value, json};

// ---- the vendored reference -------------------------------------------------------------------

fn reference() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/contract/lichess-api")
}

fn yaml(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_norway::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `value` with every `$ref` replaced by the file it names (relative to `dir`), recursively;
/// keys beside a `$ref` (a description) are kept.
fn inlined(value: &Value, dir: &Path, depth: usize) -> Value {
    assert!(
        depth < 32,
        "$ref nested too deep (a cycle?) in {}",
        dir.display()
    );
    match value {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get("$ref") {
                assert!(!target.contains('#'), "a $ref into a file: {target}");
                let path = dir.join(target);
                let mut resolved = inlined(&yaml(&path), path.parent().unwrap(), depth + 1);
                if let Value::Object(resolved) = &mut resolved {
                    for (key, value) in map.iter().filter(|(key, _)| *key != "$ref") {
                        resolved.insert(key.clone(), inlined(value, dir, depth));
                    }
                }
                return resolved;
            }
            Value::Object(
                map.iter()
                    .map(|(key, value)| (key.clone(), inlined(value, dir, depth)))
                    .collect(),
            )
        }
        Value::Array(items) => Value::Array(
            items
                .iter()
                .map(|value| inlined(value, dir, depth))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// A file of the reference (below `contract/lichess-api/`), its `$ref`s inlined.
fn load(file: &str) -> Value {
    let path = reference().join(file);
    inlined(&yaml(&path), path.parent().unwrap(), 0)
}

fn schema(name: &str) -> Value {
    load(&format!("schemas/{name}.yaml"))
}

/// The schema of an endpoint's 200 answer, of content type `content`.
fn answer_schema(endpoint: &Value, content: &str) -> Value {
    endpoint["get"]["responses"]["200"]["content"][content]["schema"].clone()
}

/// The examples an endpoint names for its 200 answer, by name.
fn answer_examples(endpoint: &Value, content: &str) -> BTreeMap<String, Value> {
    let examples = endpoint["get"]["responses"]["200"]["content"][content]["examples"]
        .as_object()
        .expect("the endpoint names examples");
    examples
        .iter()
        .map(|(name, example)| (name.clone(), example["value"].clone()))
        .collect()
}

/// The branch of a `oneOf` whose `type` is the constant `kind` (the event and time-control
/// kinds).
fn branch(schema: &Value, kind: &str) -> Value {
    schema["oneOf"]
        .as_array()
        .expect("a oneOf")
        .iter()
        .find(|branch| branch["properties"]["type"]["const"] == kind)
        .unwrap_or_else(|| panic!("no branch of type {kind}"))
        .clone()
}

/// What the schema finds wrong with `instance`, in jsonschema's words; empty when valid.
fn violations(schema: &Value, instance: &Value) -> Vec<String> {
    let validator = jsonschema::draft202012::new(schema).expect("the schema compiles");
    validator
        .iter_errors(instance)
        .map(|error| error.to_string())
        .collect()
}

// ---- every example, read by our types --------------------------------------------------------

#[test]
fn every_event_stream_example_is_valid_and_read_as_its_kind() {
    let endpoint = load("tags/board/api-stream-event.yaml");
    let schema = answer_schema(&endpoint, "application/x-ndjson");
    let examples = answer_examples(&endpoint, "application/x-ndjson");
    assert_eq!(examples.len(), 7, "{:?}", examples.keys());
    for (name, example) in &examples {
        assert_eq!(violations(&schema, example), Vec::<String>::new(), "{name}");
        let line = serde_json::to_string(example).unwrap();
        let event = EventLine::parse(&line).unwrap_or_else(|e| panic!("{name}: {e}"));
        let kind = example["type"].as_str().unwrap();
        let read_as = match &event {
            EventLine::GameStart { .. } => "gameStart",
            EventLine::GameFinish { .. } => "gameFinish",
            EventLine::Challenge { .. } => "challenge",
            EventLine::ChallengeCanceled { .. } => "challengeCanceled",
            EventLine::ChallengeDeclined { .. } => "challengeDeclined",
            EventLine::Unknown => "unknown",
        };
        assert_eq!(read_as, kind, "{name}");
    }
}

#[test]
fn the_examples_say_what_the_lobby_needs() {
    let example = |file: &str| {
        let value = load(&format!("examples/{file}.json.yaml"))["value"].clone();
        EventLine::parse(&value.to_string()).unwrap()
    };
    let EventLine::GameStart { game } = example("stream-gameStart") else {
        panic!("not a game start")
    };
    assert_eq!(game.game_id, "0FgNPGRz");
    assert_eq!(game.opponent.as_ref().unwrap().username, "Aaron");
    assert!(game.board_compatible() && game.is_my_turn);
    let EventLine::GameStart { game } = example("stream-gameStart-ai") else {
        panic!("not a game start")
    };
    assert_eq!(game.opponent.as_ref().unwrap().ai, Some(1));
    assert_eq!(game.opponent.as_ref().unwrap().id, None);
    let EventLine::GameFinish { game } = example("stream-gameFinish") else {
        panic!("not a game finish")
    };
    assert_eq!(game.status.as_ref().unwrap().name, Status::Resign);
    assert_eq!(game.status.as_ref().unwrap().id, 31);
    let EventLine::ChallengeDeclined { challenge } = example("stream-challengeDeclined") else {
        panic!("not a declined challenge")
    };
    assert_eq!(challenge.challenger.rating, Some(734));
    assert_eq!(
        challenge.decline_reason_key.map(|r| r.as_str()),
        Some("generic")
    );
}

#[test]
fn every_game_stream_example_is_valid_and_read_as_its_kind() {
    let endpoint = load("tags/board/api-board-game-stream-gameId.yaml");
    let stream = answer_schema(&endpoint, "application/x-ndjson");
    let kinds = ["gameFull", "gameState", "chatLine", "opponentGone"];
    for kind in kinds {
        let schema = branch(&stream, kind);
        let example = &schema["example"];
        assert!(example.is_object(), "{kind} has an example");
        assert_eq!(violations(&stream, example), Vec::<String>::new(), "{kind}");
        let line = GameLine::parse(&example.to_string()).unwrap_or_else(|e| panic!("{kind}: {e}"));
        let ok = match (kind, &line) {
            ("gameFull", GameLine::GameFull(full)) => full.clock.is_some(),
            ("gameState", GameLine::GameState(state)) => state.uci_moves().count() == 13,
            ("chatLine", GameLine::ChatLine(chat)) => chat.username == "thibault",
            ("opponentGone", GameLine::OpponentGone(gone)) => gone.gone,
            _ => false,
        };
        assert!(ok, "{kind} read as {line:?}");
    }
}

#[test]
fn the_account_example_is_valid_and_read() {
    let endpoint = load("tags/account/api-account.yaml");
    let schema = answer_schema(&endpoint, "application/json");
    let example = load("examples/account-getMyProfile.json.yaml")["value"].clone();
    assert_eq!(violations(&schema, &example), Vec::<String>::new());
    let account = Account::parse(&example.to_string()).unwrap();
    assert_eq!(
        (account.id.as_str(), account.username.as_str()),
        ("bobby", "Bobby")
    );
}

// ---- every field we read, declared by lichess --------------------------------------------------

/// What deserialising a type met: every struct with the field list serde derived for it, every
/// enum with its variants, and where a value chooses its type by a tag (an internally tagged
/// enum, which serde reads without telling its fields), by their path from the type's root
/// (`game.opponent`).
#[derive(Debug, Default)]
struct Declared {
    structs: Vec<(String, &'static str, &'static [&'static str])>,
    enums: Vec<(String, &'static str, &'static [&'static str])>,
    tagged: BTreeSet<String>,
}

fn declared<T: DeserializeOwned>() -> Declared {
    let found = RefCell::new(Declared::default());
    T::deserialize(Recorder {
        path: String::new(),
        found: &found,
    })
    .unwrap_or_else(|Stop(e)| panic!("{}: {e}", std::any::type_name::<T>()));
    let found = found.into_inner();
    assert!(
        !found.structs.is_empty(),
        "{} recorded no struct",
        std::any::type_name::<T>()
    );
    found
}

#[derive(Debug)]
struct Stop(String);

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<T: fmt::Display>(message: T) -> Stop {
        Stop(message.to_string())
    }
}

/// A deserializer that answers every question with the least value (0, false, "", the first
/// variant, `Some`), and notes the field list of every struct and the variants of every enum.
struct Recorder<'a> {
    path: String,
    found: &'a RefCell<Declared>,
}

impl Recorder<'_> {
    fn child(&self, name: &str) -> String {
        if self.path.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.path)
        }
    }
}

macro_rules! least {
    ($($method:ident => $visit:ident($($value:expr)?)),* $(,)?) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Stop> {
            visitor.$visit($($value)?)
        }
    )*};
}

impl<'de> Deserializer<'de> for Recorder<'_> {
    type Error = Stop;

    /// Only an internally tagged enum asks for "anything": it is given a tag that none of its
    /// variants has, which every such enum of ours takes as its `#[serde(other)]` variant.
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Stop> {
        self.found.borrow_mut().tagged.insert(self.path.clone());
        visitor.visit_map(TagOnly { given: false })
    }

    least! {
        deserialize_bool => visit_bool(false),
        deserialize_i8 => visit_i64(0),
        deserialize_i16 => visit_i64(0),
        deserialize_i32 => visit_i64(0),
        deserialize_i64 => visit_i64(0),
        deserialize_u8 => visit_u64(0),
        deserialize_u16 => visit_u64(0),
        deserialize_u32 => visit_u64(0),
        deserialize_u64 => visit_u64(0),
        deserialize_f32 => visit_f64(0.0),
        deserialize_f64 => visit_f64(0.0),
        deserialize_char => visit_char('a'),
        deserialize_str => visit_str(""),
        deserialize_string => visit_str(""),
        deserialize_bytes => visit_bytes(&[]),
        deserialize_byte_buf => visit_bytes(&[]),
        deserialize_unit => visit_unit(),
        deserialize_identifier => visit_str(""),
        deserialize_ignored_any => visit_unit(),
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Stop> {
        visitor.visit_some(self)
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Stop> {
        visitor.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Stop> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Stop> {
        visitor.visit_seq(Empty)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Stop> {
        visitor.visit_seq(Empty)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Stop> {
        visitor.visit_seq(Empty)
    }

    /// A map, or a struct with a flattened part, whose fields serde does not list: refused, so
    /// that such a field cannot pass unchecked.
    fn deserialize_map<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Stop> {
        Err(Stop(format!(
            "`{}` is a map or has a flattened part, whose fields serde does not list",
            self.path
        )))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Stop> {
        self.found
            .borrow_mut()
            .structs
            .push((self.path.clone(), name, fields));
        visitor.visit_map(Fields {
            recorder: self,
            fields,
            next: 0,
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Stop> {
        self.found
            .borrow_mut()
            .enums
            .push((self.path.clone(), name, variants));
        visitor.visit_enum(FirstVariant(variants[0]))
    }
}

/// A struct's fields, each answered by a recorder one level down.
struct Fields<'a> {
    recorder: Recorder<'a>,
    fields: &'static [&'static str],
    next: usize,
}

impl<'de> MapAccess<'de> for Fields<'_> {
    type Error = Stop;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Stop> {
        match self.fields.get(self.next) {
            Some(name) => seed.deserialize(name.into_deserializer()).map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Stop> {
        let name = self.fields[self.next];
        self.next += 1;
        seed.deserialize(Recorder {
            path: self.recorder.child(name),
            found: self.recorder.found,
        })
    }
}

/// `{"type": "\u{0}"}`: a tag no variant has.
struct TagOnly {
    given: bool,
}

impl<'de> MapAccess<'de> for TagOnly {
    type Error = Stop;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Stop> {
        if self.given {
            return Ok(None);
        }
        seed.deserialize("type".into_deserializer()).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Stop> {
        self.given = true;
        seed.deserialize("\u{0}".into_deserializer())
    }
}

struct Empty;

impl<'de> SeqAccess<'de> for Empty {
    type Error = Stop;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        _: T,
    ) -> Result<Option<T::Value>, Stop> {
        Ok(None)
    }
}

impl<'de> MapAccess<'de> for Empty {
    type Error = Stop;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, _: K) -> Result<Option<K::Value>, Stop> {
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, _: V) -> Result<V::Value, Stop> {
        Err(Stop("no value".into()))
    }
}

struct FirstVariant(&'static str);

impl<'de> EnumAccess<'de> for FirstVariant {
    type Error = Stop;
    type Variant = UnitVariant;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, UnitVariant), Stop> {
        Ok((seed.deserialize(self.0.into_deserializer())?, UnitVariant))
    }
}

struct UnitVariant;

impl<'de> VariantAccess<'de> for UnitVariant {
    type Error = Stop;

    fn unit_variant(self) -> Result<(), Stop> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, _: T) -> Result<T::Value, Stop> {
        Err(Stop("an enum with data, outside a tag".into()))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value, Stop> {
        Err(Stop("an enum with data, outside a tag".into()))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Stop> {
        Err(Stop("an enum with data, outside a tag".into()))
    }
}

/// The properties a schema declares, with their schemas: its own, and those of every branch
/// of its `allOf`, `oneOf` and `anyOf` (a field is declared if any branch declares it).
fn properties(schema: &Value) -> BTreeMap<String, Vec<Value>> {
    let mut found: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    if let Some(own) = schema["properties"].as_object() {
        for (name, property) in own {
            found
                .entry(name.clone())
                .or_default()
                .push(property.clone());
        }
    }
    for combined in ["allOf", "oneOf", "anyOf"] {
        for branch in schema[combined].as_array().into_iter().flatten() {
            for (name, mut schemas) in properties(branch) {
                found.entry(name).or_default().append(&mut schemas);
            }
        }
    }
    found
}

/// The values a schema allows by `enum` or `const`, through its branches.
fn allowed(schema: &Value) -> BTreeSet<String> {
    let mut found: BTreeSet<String> = schema["enum"]
        .as_array()
        .into_iter()
        .flatten()
        .chain(schema.get("const"))
        .filter_map(|value| value.as_str().map(str::to_string))
        .collect();
    for combined in ["allOf", "oneOf", "anyOf"] {
        for branch in schema[combined].as_array().into_iter().flatten() {
            found.extend(allowed(branch));
        }
    }
    found
}

/// The schema at `path` (`game.opponent`) below `root`; `None` where a step is not declared.
fn at(root: &Value, path: &str) -> Option<Value> {
    let mut schema = root.clone();
    for step in path.split('.').filter(|step| !step.is_empty()) {
        let mut choices = properties(&schema).remove(step)?;
        schema = if choices.len() == 1 {
            choices.remove(0)
        } else {
            json!({ "anyOf": choices })
        };
    }
    Some(schema)
}

/// Every field a type declares (and every value its enums take, but the fallback for values
/// lichess adds later) is declared by `root` at the same place; the values chosen by a tag
/// are exactly at `tagged`, each checked as a root of its own.
fn check_fields(declared: &Declared, root: &Value, tagged: &[&str], what: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (path, name, fields) in &declared.structs {
        let Some(schema) = at(root, path) else {
            problems.push(format!("{what}: {name} at `{path}` is not in the schema"));
            continue;
        };
        let known = properties(&schema);
        for field in *fields {
            if !known.contains_key(*field) {
                problems.push(format!(
                    "{what}: {name}.{field} (at `{path}`) is not a property of the schema, \
                     which has {:?}",
                    known.keys().collect::<Vec<_>>()
                ));
            }
        }
    }
    for (path, name, variants) in &declared.enums {
        let Some(schema) = at(root, path) else {
            problems.push(format!("{what}: {name} at `{path}` is not in the schema"));
            continue;
        };
        let known = allowed(&schema);
        for variant in variants
            .iter()
            .filter(|v| !["other", "unknown"].contains(v))
        {
            if !known.contains(*variant) {
                problems.push(format!(
                    "{what}: {name}::{variant} (at `{path}`) is not a value the schema allows: \
                     {known:?}"
                ));
            }
        }
    }
    let tagged_found: BTreeSet<&str> = declared.tagged.iter().map(String::as_str).collect();
    let tagged_expected: BTreeSet<&str> = tagged.iter().copied().collect();
    if tagged_found != tagged_expected {
        problems.push(format!(
            "{what}: values chosen by a tag at {tagged_found:?}, checked at {tagged_expected:?}"
        ));
    }
    problems
}

#[test]
fn every_field_the_core_reads_is_declared_by_lichess() {
    let time_control = schema("TimeControl");
    let checks = [
        (
            declared::<GameEventInfo>(),
            schema("GameEventInfo"),
            &[][..],
            "GameEventInfo",
        ),
        // The declined challenge's schema is the challenge's with the two decline fields, which
        // our one `Challenge` reads when they are there.
        (
            declared::<Challenge>(),
            schema("ChallengeDeclinedJson"),
            &["timeControl"][..],
            "Challenge",
        ),
        (
            declared::<ClockTime>(),
            branch(&time_control, "clock"),
            &[][..],
            "TimeControl clock",
        ),
        (
            declared::<CorrespondenceTime>(),
            branch(&time_control, "correspondence"),
            &[][..],
            "TimeControl correspondence",
        ),
        (
            declared::<Account>(),
            schema("UserExtended"),
            &[][..],
            "Account",
        ),
        (
            declared::<GameFull>(),
            schema("GameFullEvent"),
            &[][..],
            "gameFull",
        ),
        (
            declared::<GameState>(),
            schema("GameStateEvent"),
            &[][..],
            "gameState",
        ),
        (
            declared::<ChatLine>(),
            schema("ChatLineEvent"),
            &[][..],
            "chatLine",
        ),
        (
            declared::<OpponentGone>(),
            schema("OpponentGoneEvent"),
            &[][..],
            "opponentGone",
        ),
    ];
    let mut problems = Vec::new();
    for (declared, root, tagged, what) in &checks {
        problems.extend(check_fields(declared, root, tagged, what));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The recorder saw the depths it should: a game's opponent and status, a gameFull's state.
    let game = &checks[0].0;
    for path in ["", "opponent", "status", "compat", "variant"] {
        assert!(
            game.structs.iter().any(|(at, _, _)| at == path),
            "GameEventInfo: nothing recorded at `{path}`: {:?}",
            game.structs
        );
    }
    assert!(
        checks[5]
            .0
            .structs
            .iter()
            .any(|(at, _, _)| at == "state.expiration")
    );
}

/// The fields of each event line beside its payload (`game`, `challenge`, `compat`): the event
/// enum is tagged, so serde does not list them; they are listed here, checked against the
/// schema, and checked against the type both ways on the examples: the line cut to these
/// fields reads the same as the whole line, and without any one of them it does not.
#[test]
fn every_event_line_field_the_core_reads_is_declared_by_lichess() {
    let read: [(&str, &[&str]); 5] = [
        ("gameStart", &["game"]),
        ("gameFinish", &["game"]),
        ("challenge", &["challenge", "compat"]),
        ("challengeCanceled", &["challenge"]),
        ("challengeDeclined", &["challenge"]),
    ];
    let endpoint = load("tags/board/api-stream-event.yaml");
    let stream = answer_schema(&endpoint, "application/x-ndjson");
    let examples = answer_examples(&endpoint, "application/x-ndjson");
    for (kind, fields) in read {
        let declared = properties(&branch(&stream, kind));
        for field in fields {
            assert!(
                declared.contains_key(*field),
                "{kind}.{field} is not declared"
            );
        }
        let example = examples
            .values()
            .find(|example| example["type"] == kind)
            .unwrap_or_else(|| panic!("no example of {kind}"));
        let cut = |keep: &dyn Fn(&str) -> bool| {
            let object = example.as_object().unwrap();
            let kept: serde_json::Map<String, Value> = object
                .iter()
                .filter(|(name, _)| *name == "type" || keep(name))
                .map(|(name, value)| (name.clone(), value.clone()))
                .collect();
            EventLine::parse(&Value::Object(kept).to_string())
        };
        let whole = EventLine::parse(&example.to_string()).unwrap();
        assert_eq!(
            cut(&|name| fields.contains(&name)),
            Ok(whole.clone()),
            "{kind}"
        );
        for field in fields {
            if example.get(*field).is_some() {
                assert_ne!(
                    cut(&|name| fields.contains(&name) && name != *field),
                    Ok(whole.clone()),
                    "{kind}: {field} is listed but not read"
                );
            }
        }
    }
}

// ---- hostile lines ---------------------------------------------------------------------------

fn game_stream_schema() -> Value {
    answer_schema(
        &load("tags/board/api-board-game-stream-gameId.yaml"),
        "application/x-ndjson",
    )
}

#[test]
fn a_clock_sent_as_text_is_refused_by_both() {
    let line = r#"{"type":"gameState","moves":"e2e4","wtime":"600000","btime":600000,
        "winc":0,"binc":0,"status":"started"}"#;
    let refused = GameLine::parse(line).unwrap_err();
    assert!(refused.contains("invalid type: string"), "{refused}");
    let value: Value = serde_json::from_str(line).unwrap();
    assert!(!violations(&game_stream_schema(), &value).is_empty());
}

#[test]
fn a_status_lichess_adds_later_is_read_as_other() {
    let line = r#"{"type":"gameState","moves":"e2e4 e7e5","wtime":600000,"btime":600000,
        "winc":0,"binc":0,"status":"paused"}"#;
    let Ok(GameLine::GameState(state)) = GameLine::parse(line) else {
        panic!("not read")
    };
    assert_eq!(state.status, Status::Other);
    assert!(!state.status.playing());
    // The schema of today does not know it: the contract would tell us it changed.
    let value: Value = serde_json::from_str(line).unwrap();
    assert!(!violations(&game_stream_schema(), &value).is_empty());
}

/// lichess-org/api#496: a correspondence game's `gameFull` has no `clock`, and its times are
/// the largest 32-bit number. The schema at the pinned commit no longer requires `clock`, and
/// the wire types never did.
#[test]
fn a_correspondence_game_without_a_clock_is_read() {
    let line = json!({
        "type": "gameFull", "id": "corr1234", "rated": false, "speed": "correspondence",
        "perf": {"name": "Correspondence"}, "createdAt": 1745112707998_i64,
        "variant": {"key": "standard", "name": "Standard"}, "daysPerTurn": 3,
        "white": {"id": "bobby", "name": "Bobby", "rating": 1751},
        "black": {"id": "mary", "name": "Mary", "title": null, "rating": 1021},
        "initialFen": "startpos",
        "state": {"type": "gameState", "moves": "e2e4", "wtime": 2147483647_i64,
            "btime": 2147483647_i64, "winc": 0, "binc": 0, "status": "started"}
    });
    assert_eq!(
        violations(&game_stream_schema(), &line),
        Vec::<String>::new()
    );
    let Ok(GameLine::GameFull(full)) = GameLine::parse(&line.to_string()) else {
        panic!("not read")
    };
    assert_eq!(full.clock, None);
    assert_eq!(full.days_per_turn, Some(3));
    assert_eq!(full.state.wtime, 2_147_483_647);
}

#[test]
fn a_line_of_an_unknown_kind_is_skipped_but_breaks_the_contract() {
    let line = json!({"type": "gameFlying", "game": {"fullId": "x", "gameId": "y"}});
    assert_eq!(EventLine::parse(&line.to_string()), Ok(EventLine::Unknown));
    let endpoint = load("tags/board/api-stream-event.yaml");
    let schema = answer_schema(&endpoint, "application/x-ndjson");
    assert!(!violations(&schema, &line).is_empty());
}
