//! One connection to the system's speech service, as the system speaker's worker uses it: say a
//! text, stop, choose a voice, set the rate, pitch and volume, and report when each text begins
//! and ends.
//!
//! On Linux the line talks to Speech Dispatcher itself, at the priority `message`. The `tts`
//! crate says everything at `important`, and Speech Dispatcher cancels whatever another client
//! is saying when an `important` text comes: the app's words cut the screen reader's in the
//! middle (Orca's "Your answer: entry" lost under the app's "Your move" when a puzzle opened).
//! At `message` the app's texts and the screen reader's queue in the order they come and neither
//! cuts the other; each still stops its own. Elsewhere the line is the `tts` crate's.

use std::sync::Arc;

/// Called with an utterance's id (as `Line::speak` returned it) when it begins or ends.
pub type Report = Arc<dyn Fn(String) + Send + Sync>;

/// A rate, pitch or volume.
#[derive(Clone, Copy)]
pub enum Tuning {
    Rate,
    Pitch,
    Volume,
}

#[cfg(target_os = "linux")]
pub use speech_dispatcher_line::Line;
#[cfg(not(target_os = "linux"))]
pub use tts_line::Line;

#[cfg(target_os = "linux")]
mod speech_dispatcher_line {
    use speech_dispatcher::{Connection, Mode, Priority};

    use super::{Report, Tuning};

    /// A connection to Speech Dispatcher whose texts queue with the screen reader's. Dropping it
    /// closes the connection and forgets its reports (the crate's own `Drop`).
    pub struct Line {
        connection: Connection,
    }

    /// The id of an utterance, as the reports and `speak` give it.
    fn id(number: u64) -> String {
        format!("spd-{number}")
    }

    impl Line {
        /// Opens a connection; `began` hears each text begin, `ended` each text end or be cut.
        pub fn open(began: Report, ended: Report) -> Result<Line, String> {
            let connection = Connection::open("annabella", "speech", "annabella", Mode::Threaded)
                .map_err(|e| format!("Speech Dispatcher: {e}"))?;
            connection.on_begin(Some(Box::new(move |message, _| began(id(message as u64)))));
            let cut = ended.clone();
            connection.on_end(Some(Box::new(move |message, _| ended(id(message as u64)))));
            connection.on_cancel(Some(Box::new(move |message, _| cut(id(message as u64)))));
            Ok(Line { connection })
        }

        /// Says `text` after what the line said before and after the screen reader's own words
        /// already waiting; the id of the utterance, or `None` when the service refused it.
        pub fn speak(&mut self, text: &str) -> Result<Option<String>, String> {
            // A NUL cannot be sent to the service; it says nothing anyway.
            let text = text.replace('\0', " ");
            Ok(self.connection.say(Priority::Message, text).map(id))
        }

        /// Stops and forgets the line's own texts (never the screen reader's).
        pub fn stop(&mut self) {
            let _ = self.connection.cancel();
        }

        pub fn set_voice(&mut self, voice: &tts::Voice) -> Result<(), String> {
            let voice = speech_dispatcher::Voice {
                name: voice.id(),
                language: voice.language().to_string(),
                variant: None,
            };
            self.connection
                .set_synthesis_voice(&voice)
                .map_err(|e| e.to_string())
        }

        /// Sets a rate, pitch or volume from 0 to 1 of Speech Dispatcher's −100 to 100.
        pub fn tune(&mut self, tuning: Tuning, level: f32) {
            // In range by the clamp: −100 to 100.
            #[expect(clippy::cast_possible_truncation)]
            let value = (-100.0 + 200.0 * level.clamp(0.0, 1.0)).round() as i32;
            let _ = match tuning {
                Tuning::Rate => self.connection.set_voice_rate(value),
                Tuning::Pitch => self.connection.set_voice_pitch(value),
                Tuning::Volume => self.connection.set_volume(value),
            };
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod tts_line {
    use tts::Tts;

    use super::{Report, Tuning};

    /// The `tts` crate's connection to the system's speech.
    pub struct Line {
        tts: Tts,
    }

    impl Line {
        /// Opens a connection; `began` hears each text begin, `ended` each text end or be cut.
        pub fn open(began: Report, ended: Report) -> Result<Line, String> {
            let tts = Tts::default().map_err(|e| e.to_string())?;
            tts.on_utterance_begin(Some(Box::new(move |id| began(format!("{id:?}")))))
                .map_err(|e| format!("the speech service gives no begin of speech: {e}"))?;
            for register in [Tts::on_utterance_end, Tts::on_utterance_stop] {
                let ended = ended.clone();
                register(&tts, Some(Box::new(move |id| ended(format!("{id:?}")))))
                    .map_err(|e| format!("the speech service gives no end of speech: {e}"))?;
            }
            Ok(Line { tts })
        }

        pub fn speak(&mut self, text: &str) -> Result<Option<String>, String> {
            self.tts
                .speak(text, false)
                .map(|id| id.map(|id| format!("{id:?}")))
                .map_err(|e| e.to_string())
        }

        pub fn stop(&mut self) {
            let _ = self.tts.stop();
        }

        pub fn set_voice(&mut self, voice: &tts::Voice) -> Result<(), String> {
            self.tts.set_voice(voice).map_err(|e| e.to_string())
        }

        /// Sets a rate, pitch or volume from 0 to 1 of what the line allows.
        pub fn tune(&mut self, tuning: Tuning, level: f32) {
            let line = &mut self.tts;
            let _ = match tuning {
                Tuning::Rate => {
                    let (min, max) = (line.min_rate(), line.max_rate());
                    line.set_rate(min + (max - min) * level).map(drop)
                }
                Tuning::Pitch => {
                    let (min, max) = (line.min_pitch(), line.max_pitch());
                    line.set_pitch(min + (max - min) * level).map(drop)
                }
                Tuning::Volume => {
                    let (min, max) = (line.min_volume(), line.max_volume());
                    line.set_volume(min + (max - min) * level).map(drop)
                }
            };
        }
    }
}
