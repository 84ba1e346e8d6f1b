//! The real speech path: Speech Dispatcher with espeak-ng, as installed by `scripts/setup --tests`
//! and reached through the sound server `scripts/test` starts. Where no speech service answers,
//! the test says why it skips.

use std::time::{Duration, Instant};

use crate::common::{PATIENCE, eventually as wait, eventually_within};
use annabella::devices::speech::{Speaker, SystemSpeaker};

#[test]
fn a_move_is_spoken_in_german_and_the_speaker_knows_when_it_has_finished() {
    let _one = crate::one_at_a_time();
    let Some(mut speaker) = connected() else {
        return;
    };
    speaker.set_rate(0.7);
    let start = Instant::now();
    speaker.speak("Springer Felix drei", "de");
    // Speech Dispatcher reports speaking once the utterance has been taken up.
    let begun =
        // Only printed: a short utterance may be over before it is seen begun, so this looks
        // for five seconds, not for `PATIENCE`.
        eventually_within(Duration::from_secs(5), || speaker.is_speaking()).then(|| start.elapsed());
    let ended = wait(|| !speaker.is_speaking());
    assert!(
        ended,
        "the utterance never finished (is a sound server running?)"
    );
    eprintln!(
        "spoken: speaking seen after {begun:?}, finished after {:?}",
        start.elapsed()
    );
    assert_eq!(speaker.take_notice(), None);
}

#[test]
fn the_system_offers_voices_by_language_and_one_is_chosen_for_german() {
    let _one = crate::one_at_a_time();
    let Some(mut speaker) = connected() else {
        return;
    };
    // The voices are asked of the service a few seconds after the start, and listing its
    // thousands of voices takes seconds more on a slow machine: wait for the listing itself.
    assert!(
        speaker.wait_listed(PATIENCE),
        "the service's voices were not listed within two minutes"
    );
    assert!(
        !speaker.voices().is_empty(),
        "the service answered but offers no voices"
    );
    let voices = speaker.voices();
    let german: Vec<&str> = voices
        .iter()
        .filter(|(tag, _)| annabella_core::dialogs::preferences::primary_language(tag) == "de")
        .map(|(_, name)| name.as_str())
        .collect();
    // espeak-ng has a German voice and its variants; every interface language has a voice.
    assert!(german.len() > 1, "German voices: {german:?}");
    for language in ["en", "de", "nb", "is", "vi"] {
        assert!(
            voices.iter().any(
                |(tag, _)| annabella_core::dialogs::preferences::primary_language(tag) == language
            ),
            "no voice for {language}"
        );
    }
    let chosen = german[1].to_string();
    speaker.choose_voices(&[("de".to_string(), chosen.clone())].into_iter().collect());
    // Readied once, on its own line: choosing a voice through the service lists every voice.
    speaker.prepare(&["de".to_string()]);
    assert!(
        speaker.wait_voiced(&["de"], PATIENCE),
        "the German voice was never readied"
    );
    speaker.speak("Dame Hector fünf", "de");
    let ended = wait(|| !speaker.is_speaking());
    assert!(ended, "the utterance in {chosen} never finished");
    assert_eq!(speaker.take_notice(), None);
    eprintln!("{} voices; German said with {chosen}", voices.len());
}

/// A screen reader's words are not cut by the app's: both queue at Speech Dispatcher's priority
/// `message`. Said at `important` (as the `tts` crate says everything), the app's text cancelled
/// whatever the screen reader was saying — Orca's name of the focused field was lost when a
/// puzzle opened.
#[cfg(target_os = "linux")]
#[test]
fn the_screen_readers_words_are_not_cut_by_the_apps() {
    use std::sync::{Arc, Mutex};

    use speech_dispatcher::{Connection, Mode, Priority};

    let _one = crate::one_at_a_time();
    let Some(mut speaker) = connected() else {
        return;
    };
    let reader = Connection::open("orca", "speech", "reader", Mode::Threaded)
        .expect("a second client of the speech service");
    let heard: Arc<Mutex<Vec<&str>>> = Arc::default();
    for (register, event) in [
        (Connection::on_begin as fn(&Connection, _), "begun"),
        (Connection::on_end, "ended"),
        (Connection::on_cancel, "cut"),
    ] {
        let heard = heard.clone();
        register(
            &reader,
            Some(Box::new(move |_, _| heard.lock().unwrap().push(event))),
        );
    }
    reader
        .say(
            Priority::Message,
            "Your answer: entry. Type your answer and press Enter.",
        )
        .expect("the screen reader's text taken");
    assert!(
        wait(|| heard.lock().unwrap().contains(&"begun")),
        "the screen reader's text never began"
    );
    speaker.speak("Springer Felix drei", "de");
    let ended = wait(|| heard.lock().unwrap().len() > 1 && !speaker.is_speaking());
    assert!(
        ended,
        "the texts never finished: {:?}",
        heard.lock().unwrap()
    );
    assert_eq!(*heard.lock().unwrap(), ["begun", "ended"]);
}

/// The system's speech once it answers; `None`, with the reason the test skips, where there is
/// none. Opening returns at once; the connection is made on the speech thread.
fn connected() -> Option<SystemSpeaker> {
    let mut speaker = match SystemSpeaker::open() {
        Ok(speaker) => speaker,
        Err(reason) => {
            eprintln!("skipped: no speech thread ({reason})");
            return None;
        }
    };
    if !speaker.wait_connected(PATIENCE) {
        eprintln!("skipped: no speech service ({:?})", speaker.take_notice());
        return None;
    }
    Some(speaker)
}
