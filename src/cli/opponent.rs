//! The computer at the terminal (`annabella play --computer black`): the same engines and the
//! same fallbacks as in the window, without a thread — the terminal has nothing else to do while
//! the computer thinks.

use std::sync::atomic::AtomicBool;

use fluent_bundle::FluentValue;
use shakmaty::{Color, Move};

use crate::{
    engine::{Engine, EngineError, builtin::Level, fresh_seed, spec::EngineSpec},
    rules::Game,
    session::Computer,
    ui_text::UiText,
};

pub(super) struct Opponent {
    computer: Computer,
    engine: Result<Box<dyn Engine>, EngineError>,
    ui: &'static UiText,
}

/// What the computer did, with what it has to tell first (an engine's failure, the fallback).
pub(super) enum Turn {
    Moved {
        mv: Move,
        said: Vec<String>,
    },
    /// It could not move and no longer plays: the player makes its moves.
    GaveUp {
        said: Vec<String>,
    },
}

impl Opponent {
    pub fn start(computer: Computer, ui: &'static UiText) -> Opponent {
        let engine = crate::engine::open(&computer.engine, fresh_seed());
        Opponent {
            computer,
            engine,
            ui,
        }
    }

    /// "The computer plays Black: level 5, club player, about 1400 Elo."
    pub fn introduction(&self, vocab: &crate::vocab::Vocabulary) -> String {
        self.computer.introduction().render(vocab, self.ui)
    }

    pub fn color(&self) -> Color {
        self.computer.color
    }

    /// The computer's move in `game`. A UCI engine that fails is replaced by the built-in
    /// engine for the rest of the game (and asked again); the built-in engine's failure ends the
    /// computer's play.
    pub fn play(&mut self, game: &Game) -> Turn {
        let stop = AtomicBool::new(false);
        let mut said = Vec::new();
        loop {
            let result = match &mut self.engine {
                Ok(engine) => engine.think(game, &self.computer.limits, &stop),
                Err(error) => Err(error.clone()),
            };
            match result {
                Ok(reply) => return Turn::Moved { mv: reply.mv, said },
                Err(error) => said.push(self.ui.engine_error(&error)),
            }
            if !matches!(self.computer.engine, EngineSpec::Uci { .. }) {
                let color = self
                    .ui
                    .text(self.color().fold_wb("color-white", "color-black"));
                said.push(self.ui.text_with("engine-off", &[("color", color.into())]));
                return Turn::GaveUp { said };
            }
            let level = Level::strongest();
            self.computer.engine = EngineSpec::Builtin(level);
            self.engine = crate::engine::open(&self.computer.engine, fresh_seed());
            said.push(self.ui.text_with(
                "engine-fallback-builtin",
                &[("level", FluentValue::from(level.number()))],
            ));
        }
    }
}
