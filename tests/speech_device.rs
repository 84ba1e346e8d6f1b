//! The real speech path: Speech Dispatcher with espeak-ng, as installed by `scripts/setup --tests`
//! and reached through the sound server `scripts/test` starts. Where no speech service answers,
//! the test says why it skips.

use std::time::{Duration, Instant};

use annabella::speech::{Speaker, SystemSpeaker};

#[test]
fn a_move_is_spoken_in_german_and_the_speaker_knows_when_it_has_finished() {
    let mut speaker = match SystemSpeaker::open() {
        Ok(speaker) => speaker,
        Err(reason) => {
            eprintln!("skipped: no speech thread ({reason})");
            return;
        }
    };
    // Opening returns at once; the connection is made on the speech thread.
    if !speaker.wait_connected(Duration::from_secs(10)) {
        eprintln!("skipped: no speech service ({:?})", speaker.take_notice());
        return;
    }
    speaker.set_rate(0.7);
    let start = Instant::now();
    speaker.speak("Springer Felix drei", "de");
    // Speech Dispatcher reports speaking once the utterance has been taken up.
    let begun =
        wait_until(Duration::from_secs(5), || speaker.is_speaking()).then(|| start.elapsed());
    let ended = wait_until(Duration::from_secs(20), || !speaker.is_speaking());
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

fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}
