//! `annabella sounds`: learn the earcons (each one's meaning, and with `--play` the sound after
//! its meaning), or write the sound files anew from the generator (`--write audio`).

use crate::{
    devices::audio::{self, Sound, synth},
    error::Error,
};
use std::{fs, path::Path, thread, time::Duration};

use annabella_core::{earcon::Earcon, ui_text::UiText};

/// The silence after each sound when playing them all, so each is heard on its own.
const GAP: Duration = Duration::from_millis(600);

pub(super) fn run(play: bool, write: Option<&Path>, output: &super::Output) -> Result<(), Error> {
    if let Some(dir) = write {
        return write_files(dir);
    }
    let ui = UiText::get(output.language());
    let mut earcons = play.then(|| audio::open(output.audio_device.as_deref()));
    if let Some(notice) = earcons.as_mut().and_then(|e| e.take_notice()) {
        println!("{}", notice.text(ui));
    }
    for earcon in Earcon::ALL {
        println!(
            "{}: {}",
            earcon.as_str(),
            ui.text(&format!("sound-{}", earcon.as_str()))
        );
        if let Some(earcons) = earcons.as_mut() {
            earcons.play(earcon, 1.0);
            thread::sleep(Sound::of(earcon).duration() + GAP);
        }
    }
    Ok(())
}

fn write_files(dir: &Path) -> Result<(), Error> {
    fs::create_dir_all(dir).map_err(|e| Error::file(dir, e))?;
    for earcon in Earcon::ALL {
        let path = dir.join(format!("{}.wav", earcon.as_str()));
        fs::write(&path, synth::wav(earcon)).map_err(|e| Error::file(&path, e))?;
        println!("{}", path.display());
    }
    Ok(())
}
