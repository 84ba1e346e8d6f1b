//! NVDA's controller client, loaded at run time from beside the app (Windows only): whether NVDA
//! runs, and a text handed to it to say after its own words.

use super::ReaderClient;
use crate::stores::shipped;

/// The names NVDA's controller client is shipped under: 64-bit before NVDA 2024.1, and
/// one name per architecture since.
const NAMES: [&str; 2] = ["nvdaControllerClient64.dll", "nvdaControllerClient.dll"];

type TestIfRunning = unsafe extern "system" fn() -> u32;
type SpeakText = unsafe extern "system" fn(*const u16) -> u32;

pub struct Nvda {
    test_if_running: TestIfRunning,
    speak_text: SpeakText,
    _library: libloading::Library,
}

impl Nvda {
    /// The client beside the app, when one loads with both calls.
    pub fn load() -> Option<Nvda> {
        NAMES.iter().find_map(|name| {
            let path = shipped::beside_the_program(name).ok()?;
            if !path.is_file() {
                return None;
            }
            // SAFETY: the controller client's initialisers only set up its RPC binding.
            let library = unsafe { libloading::Library::new(path) }.ok()?;
            // SAFETY: the types are the signatures of nvdaController.h (error_status_t is
            // an unsigned long, __stdcall is the system ABI).
            unsafe {
                let test_if_running = *library
                    .get::<TestIfRunning>(b"nvdaController_testIfRunning")
                    .ok()?;
                let speak_text = *library.get::<SpeakText>(b"nvdaController_speakText").ok()?;
                Some(Nvda {
                    test_if_running,
                    speak_text,
                    _library: library,
                })
            }
        })
    }
}

impl ReaderClient for Nvda {
    fn name(&self) -> &'static str {
        "NVDA"
    }

    fn running(&self) -> bool {
        // SAFETY: a call without arguments into the library this value keeps loaded.
        unsafe { (self.test_if_running)() == 0 }
    }

    fn speak(&self, text: &str) -> Result<(), String> {
        let wide: Vec<u16> = text.encode_utf16().chain(std::iter::once(0)).collect();
        // SAFETY: a NUL-terminated UTF-16 string that outlives the call.
        match unsafe { (self.speak_text)(wide.as_ptr()) } {
            0 => Ok(()),
            code => Err(std::io::Error::from_raw_os_error(code as i32).to_string()),
        }
    }
}
