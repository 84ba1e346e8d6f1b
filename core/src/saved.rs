//! How chess values are written in saved files (the game journal): a colour as `white`, a
//! square as `e4`, a piece as its letter, a result as `1-0`, a move by its parts, each player's
//! value under `white` and `black`. The forms are the readable ones players and arbiters know,
//! so that a journal can be read by eye when something has gone wrong.

use std::{fmt::Display, str::FromStr};

use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error};
use shakmaty::{ByColor, Move, Role, Square};

/// Any value by its text form (`Display` out, `FromStr` in): colours, squares, results, engines.
pub mod text {
    use super::*;

    pub fn serialize<T: Display, S: Serializer>(value: &T, out: S) -> Result<S::Ok, S::Error> {
        out.collect_str(value)
    }

    pub fn deserialize<'de, T, D>(input: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let text = String::deserialize(input)?;
        text.parse().map_err(D::Error::custom)
    }
}

/// An optional value by its text form; absent as `null`.
pub mod option_text {
    use super::*;

    pub fn serialize<T: Display, S: Serializer>(
        value: &Option<T>,
        out: S,
    ) -> Result<S::Ok, S::Error> {
        value.as_ref().map(ToString::to_string).serialize(out)
    }

    pub fn deserialize<'de, T, D>(input: D) -> Result<Option<T>, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        Option::<String>::deserialize(input)?
            .map(|text| text.parse().map_err(D::Error::custom))
            .transpose()
    }
}

/// A piece kind by its letter (`n` for a knight).
pub mod role {
    use super::*;

    pub fn serialize<S: Serializer>(role: &Role, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_char(role.char())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Role, D::Error> {
        let letter = char::deserialize(input)?;
        Role::from_char(letter).ok_or_else(|| D::Error::custom(format!("no piece {letter:?}")))
    }
}

/// An optional piece kind by its letter; absent as `null`.
pub mod option_role {
    use super::*;

    pub fn serialize<S: Serializer>(role: &Option<Role>, out: S) -> Result<S::Ok, S::Error> {
        role.map(Role::char).serialize(out)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Option<Role>, D::Error> {
        Option::<char>::deserialize(input)?
            .map(|letter| {
                Role::from_char(letter)
                    .ok_or_else(|| D::Error::custom(format!("no piece {letter:?}")))
            })
            .transpose()
    }
}

/// A value of each colour, under `white` and `black`.
pub mod by_color {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Both<T> {
        white: T,
        black: T,
    }

    pub fn serialize<T: Serialize + Clone, S: Serializer>(
        value: &ByColor<T>,
        out: S,
    ) -> Result<S::Ok, S::Error> {
        Both {
            white: value.white.clone(),
            black: value.black.clone(),
        }
        .serialize(out)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        input: D,
    ) -> Result<ByColor<T>, D::Error> {
        let both = Both::deserialize(input)?;
        Ok(ByColor {
            white: both.white,
            black: both.black,
        })
    }
}

/// A move by its parts, readable without the position it was played in.
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum MoveParts {
    Normal {
        #[serde(with = "role")]
        role: Role,
        #[serde(with = "text")]
        from: Square,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        capture: Option<char>,
        #[serde(with = "text")]
        to: Square,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        promotion: Option<char>,
    },
    EnPassant {
        #[serde(with = "text")]
        from: Square,
        #[serde(with = "text")]
        to: Square,
    },
    Castle {
        #[serde(with = "text")]
        king: Square,
        #[serde(with = "text")]
        rook: Square,
    },
    Put {
        #[serde(with = "role")]
        role: Role,
        #[serde(with = "text")]
        to: Square,
    },
}

impl From<&Move> for MoveParts {
    fn from(m: &Move) -> MoveParts {
        match *m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => MoveParts::Normal {
                role,
                from,
                capture: capture.map(Role::char),
                to,
                promotion: promotion.map(Role::char),
            },
            Move::EnPassant { from, to } => MoveParts::EnPassant { from, to },
            Move::Castle { king, rook } => MoveParts::Castle { king, rook },
            Move::Put { role, to } => MoveParts::Put { role, to },
        }
    }
}

fn role_of<E: Error>(letter: Option<char>) -> Result<Option<Role>, E> {
    letter
        .map(|c| Role::from_char(c).ok_or_else(|| E::custom(format!("no piece {c:?}"))))
        .transpose()
}

/// A move.
pub mod moves {
    use super::*;

    pub fn serialize<S: Serializer>(m: &Move, out: S) -> Result<S::Ok, S::Error> {
        MoveParts::from(m).serialize(out)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Move, D::Error> {
        Ok(match MoveParts::deserialize(input)? {
            MoveParts::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => Move::Normal {
                role,
                from,
                capture: role_of(capture)?,
                to,
                promotion: role_of(promotion)?,
            },
            MoveParts::EnPassant { from, to } => Move::EnPassant { from, to },
            MoveParts::Castle { king, rook } => Move::Castle { king, rook },
            MoveParts::Put { role, to } => Move::Put { role, to },
        })
    }
}

/// A list of moves.
pub mod move_list {
    use super::*;

    pub fn serialize<S: Serializer>(list: &[Move], out: S) -> Result<S::Ok, S::Error> {
        list.iter()
            .map(MoveParts::from)
            .collect::<Vec<_>>()
            .serialize(out)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Vec<Move>, D::Error> {
        #[derive(Deserialize)]
        struct One(#[serde(with = "super::moves")] Move);
        Ok(Vec::<One>::deserialize(input)?
            .into_iter()
            .map(|One(m)| m)
            .collect())
    }
}
