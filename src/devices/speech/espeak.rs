//! espeak-ng in this process, loaded at run time (`libespeak-ng.so.1`, as liblouis is; on
//! Windows `libespeak-ng.dll` and its `espeak-ng-data` beside the app, as the installer puts
//! them, built by `scripts/windows-libs`): texts become samples in about a millisecond, handed
//! over chunk by chunk as they are made.
//!
//! espeak-ng keeps its state in globals and calls back on the thread that asked for speech, so
//! one `Espeak` exists at a time (a process-wide lock says which) and it stays on the thread
//! that made it.

use std::{
    cell::RefCell,
    collections::BTreeMap,
    ffi::{CStr, CString, c_char, c_int, c_uint, c_void},
    marker::PhantomData,
    path::Path,
    sync::{Mutex, MutexGuard, OnceLock},
};

use crate::stores::shipped;

/// The names libespeak-ng is looked for under: the system's library where the system has
/// one; on Windows the DLL shipped beside the app, never one found elsewhere on the DLL search
/// path (`shipped::beside_the_program`).
#[cfg(not(windows))]
pub const LIBRARY_NAMES: [&str; 2] = ["libespeak-ng.so.1", "libespeak-ng.so"];
#[cfg(windows)]
pub const LIBRARY_NAMES: [&str; 1] = ["libespeak-ng.dll"];

/// The folder of espeak-ng's data, in the folder that holds it.
const DATA_FOLDER: &str = "espeak-ng-data";

/// How much audio each callback carries: the first chunk is written as soon as it exists, and a
/// new text cuts the old within one chunk.
const CHUNK_MS: c_int = 5;

/// Why espeak-ng cannot speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EspeakError {
    /// The library could not be loaded (not installed, or a name that does not exist).
    #[error("libespeak-ng is not installed ({0})")]
    Missing(String),
    /// The library lacks a function we call.
    #[error("libespeak-ng lacks {0}")]
    Incomplete(String),
    /// It would not start (its data files are missing).
    #[error("espeak-ng did not start (error {0}); are its data files installed?")]
    NoData(i32),
}

// speak_lib.h
const AUDIO_OUTPUT_SYNCHRONOUS: c_int = 2;
const INITIALIZE_DONT_EXIT: c_int = 0x8000;
const POS_CHARACTER: c_int = 1;
const CHARS_UTF8: c_uint = 1;
const EE_OK: c_int = 0;
const PARAMETER_RATE: c_int = 1;
const PARAMETER_VOLUME: c_int = 2;
const PARAMETER_PITCH: c_int = 3;

/// `espeak_VOICE`.
#[repr(C)]
struct VoiceSpec {
    name: *const c_char,
    languages: *const c_char,
    identifier: *const c_char,
    gender: u8,
    age: u8,
    variant: u8,
    xx1: u8,
    score: c_int,
    spare: *mut c_void,
}

type SynthCallback =
    unsafe extern "C" fn(wav: *mut i16, samples: c_int, events: *mut c_void) -> c_int;

/// The library's functions, looked up once. Plain function pointers: the library can be
/// loaded on one thread and started on another.
pub struct EspeakLibrary {
    initialize: unsafe extern "C" fn(c_int, c_int, *const c_char, c_int) -> c_int,
    set_synth_callback: unsafe extern "C" fn(Option<SynthCallback>),
    synth: unsafe extern "C" fn(
        *const c_void,
        usize,
        c_uint,
        c_int,
        c_uint,
        c_uint,
        *mut c_uint,
        *mut c_void,
    ) -> c_int,
    set_parameter: unsafe extern "C" fn(c_int, c_int, c_int) -> c_int,
    set_voice_by_name: unsafe extern "C" fn(*const c_char) -> c_int,
    set_voice_by_properties: unsafe extern "C" fn(*mut VoiceSpec) -> c_int,
    list_voices: unsafe extern "C" fn(*mut VoiceSpec) -> *const *const VoiceSpec,
    /// The folder holding `espeak-ng-data` where it lies beside the library (as shipped on
    /// Windows); none for a system's library, which knows its own.
    data: Option<CString>,
    _library: libloading::Library,
}

impl EspeakLibrary {
    /// Loads libespeak-ng under the first of `names` that loads.
    pub fn load(names: &[&str]) -> Result<EspeakLibrary, EspeakError> {
        // SAFETY: espeak-ng's initialisers touch only its own state.
        let (library, path) =
            unsafe { shipped::load_first(names) }.map_err(EspeakError::Missing)?;
        EspeakLibrary::from(library, data_beside(&path))
    }

    fn from(
        library: libloading::Library,
        data: Option<CString>,
    ) -> Result<EspeakLibrary, EspeakError> {
        fn get<T: Copy>(library: &libloading::Library, name: &str) -> Result<T, EspeakError> {
            // SAFETY: each field's type is the C signature of the function of that name in
            // speak_lib.h.
            unsafe {
                library
                    .get::<T>(name.as_bytes())
                    .map(|symbol| *symbol)
                    .map_err(|_| EspeakError::Incomplete(name.to_string()))
            }
        }
        Ok(EspeakLibrary {
            initialize: get(&library, "espeak_Initialize")?,
            set_synth_callback: get(&library, "espeak_SetSynthCallback")?,
            synth: get(&library, "espeak_Synth")?,
            set_parameter: get(&library, "espeak_SetParameter")?,
            set_voice_by_name: get(&library, "espeak_SetVoiceByName")?,
            set_voice_by_properties: get(&library, "espeak_SetVoiceByProperties")?,
            list_voices: get(&library, "espeak_ListVoices")?,
            data,
            _library: library,
        })
    }

    /// Starts espeak-ng (the first time) for this thread; waits while another `Espeak` of this
    /// process lives. espeak-ng stays loaded and started for the rest of the process: starting
    /// it again after `espeak_Terminate` is known to lose its data.
    pub fn start(self) -> Result<Espeak, EspeakError> {
        let in_use = IN_USE.lock().unwrap_or_else(|e| e.into_inner());
        let started = match STARTED.get() {
            Some(started) => started,
            None => {
                let data = self.data.as_ref().map_or(std::ptr::null(), |d| d.as_ptr());
                // SAFETY: synchronous output, the data beside the library or none (the
                // library's own), a path that outlives the call, and no exit() on a missing
                // data file; the callback only ever runs inside `synth`, on the thread that
                // calls it.
                let rate = unsafe {
                    let rate = (self.initialize)(
                        AUDIO_OUTPUT_SYNCHRONOUS,
                        CHUNK_MS,
                        data,
                        INITIALIZE_DONT_EXIT,
                    );
                    (self.set_synth_callback)(Some(hand_over));
                    rate
                };
                if rate <= 0 {
                    return Err(EspeakError::NoData(rate));
                }
                let rate = u32::try_from(rate).unwrap_or(22_050);
                STARTED.get_or_init(|| Started {
                    library: self,
                    rate,
                })
            }
        };
        Ok(Espeak {
            library: &started.library,
            rate: started.rate,
            voice: None,
            _in_use: in_use,
            _here: PhantomData,
        })
    }
}

/// The folder to hand espeak-ng for its data: the library's own folder where `espeak-ng-data`
/// lies beside it (as shipped on Windows); none for a system's library, which knows its own.
fn data_beside(library: &Path) -> Option<CString> {
    let folder = library.parent()?;
    if !folder.join(DATA_FOLDER).is_dir() {
        return None;
    }
    shipped::c_path(folder)
}

/// espeak-ng once started: the library and its sample rate.
struct Started {
    library: EspeakLibrary,
    rate: u32,
}

static STARTED: OnceLock<Started> = OnceLock::new();
/// Held by the one `Espeak` that may speak.
static IN_USE: Mutex<()> = Mutex::new(());

/// Takes a chunk of samples; answers whether to go on.
type Receive = dyn FnMut(&[i16]) -> bool;

thread_local! {
    /// What receives the samples of the text being made on this thread.
    static RECEIVER: RefCell<Option<*mut Receive>> = const { RefCell::new(None) };
}

/// espeak-ng's callback: hands each chunk to the receiver of this thread's `synth`; a receiver
/// that answers `false` stops the text.
unsafe extern "C" fn hand_over(wav: *mut i16, samples: c_int, _events: *mut c_void) -> c_int {
    let Some(receiver) = RECEIVER.with(|r| *r.borrow()) else {
        return 1;
    };
    let chunk: &[i16] = match usize::try_from(samples) {
        // SAFETY: espeak-ng passes `samples` valid samples at `wav`, for this call only.
        Ok(count) if !wav.is_null() && count > 0 => unsafe {
            std::slice::from_raw_parts(wav, count)
        },
        _ => &[],
    };
    // SAFETY: the receiver lives for the duration of `Espeak::synth`, the only place this
    // callback runs from (synchronous output, same thread).
    let go_on = unsafe { (*receiver)(chunk) };
    if go_on { 0 } else { 1 }
}

/// espeak-ng, started, on the thread that started it.
pub struct Espeak {
    library: &'static EspeakLibrary,
    rate: u32,
    /// The voice set last (a language tag or a voice's name), so it is set only on a change.
    voice: Option<String>,
    _in_use: MutexGuard<'static, ()>,
    /// Not `Send`: espeak-ng answers on the thread that started it.
    _here: PhantomData<*const ()>,
}

/// The speech's settings in espeak-ng's units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Words a minute, 80 to 449.
    pub rate: i32,
    /// 0 to 100.
    pub pitch: i32,
    /// 0 to 200.
    pub volume: i32,
}

impl Params {
    /// The app's tune (each 0 to 1, 0.5 the middle) as Speech Dispatcher's espeak-ng module
    /// maps it, so a voice sounds the same whichever path says it: the middle rate is 170
    /// words a minute, the ends 80 and 449; pitch 0 to 100; volume 0 to 200.
    pub fn of(tune: super::Tune) -> Params {
        let (slowest, middle, fastest) = (80.0, 170.0, 449.0);
        let rate = tune.rate.clamp(0.0, 1.0);
        let words = if rate < 0.5 {
            slowest + (middle - slowest) * rate * 2.0
        } else {
            middle + (fastest - middle) * (rate - 0.5) * 2.0
        };
        Params {
            rate: words.round() as i32,
            pitch: (tune.pitch.clamp(0.0, 1.0) * 100.0).round() as i32,
            volume: (tune.volume.clamp(0.0, 1.0) * 200.0).round() as i32,
        }
    }
}

impl Espeak {
    /// The rate of the samples it makes.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// Makes `text`, handing each chunk of samples to `receive` as it is made; `receive`
    /// answers `false` to stop. Returns whether the text was made to its end.
    pub fn synth(&mut self, text: &str, receive: &mut dyn FnMut(&[i16]) -> bool) -> bool {
        let Ok(text) = CString::new(text.replace('\0', " ")) else {
            return false;
        };
        let mut stopped = false;
        let mut watch = |chunk: &[i16]| {
            let go_on = receive(chunk);
            stopped |= !go_on;
            go_on
        };
        let watch: &mut (dyn FnMut(&[i16]) -> bool + '_) = &mut watch;
        // SAFETY: the receiver's lifetime is erased only for the duration of the call below,
        // during which it stays borrowed here; it is removed before this function returns.
        let erased: *mut Receive = unsafe {
            std::mem::transmute::<*mut (dyn FnMut(&[i16]) -> bool + '_), *mut Receive>(watch)
        };
        RECEIVER.with(|r| *r.borrow_mut() = Some(erased));
        // SAFETY: a NUL-terminated UTF-8 text of the given size; synchronous output calls
        // `hand_over` on this thread before returning.
        let result = unsafe {
            (self.library.synth)(
                text.as_ptr().cast(),
                text.as_bytes_with_nul().len(),
                0,
                POS_CHARACTER,
                0,
                CHARS_UTF8,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        };
        RECEIVER.with(|r| *r.borrow_mut() = None);
        result == EE_OK && !stopped
    }

    /// Sets the voice for `language` (a tag such as "de"), or the voice named `chosen` (a name
    /// from `voices`, "German" or "German+Annie"), unless it is set already. Returns whether
    /// a voice was changed: espeak-ng puts rate, pitch and volume back with a new voice.
    pub fn set_voice(&mut self, language: &str, chosen: Option<&str>) -> bool {
        let wanted = chosen.map_or_else(|| format!("lang:{language}"), str::to_string);
        if self.voice.as_deref() == Some(wanted.as_str()) {
            return false;
        }
        let by_name = chosen.is_some_and(|name| self.set_voice_by_name(name));
        if !by_name {
            let Ok(tag) = CString::new(language) else {
                return false;
            };
            let mut spec = VoiceSpec {
                name: std::ptr::null(),
                languages: tag.as_ptr(),
                identifier: std::ptr::null(),
                gender: 0,
                age: 0,
                variant: 0,
                xx1: 0,
                score: 0,
                spare: std::ptr::null_mut(),
            };
            // SAFETY: the spec's strings live through the call; espeak-ng copies what it keeps.
            unsafe { (self.library.set_voice_by_properties)(&mut spec) };
        }
        self.voice = Some(wanted);
        true
    }

    /// A voice by the name the voice list gives: "Name" or "Name+Variant" (the variant by its
    /// shown name, which espeak-ng knows by its file name).
    fn set_voice_by_name(&mut self, name: &str) -> bool {
        let name = match name.split_once('+') {
            Some((voice, variant)) => {
                let file = self
                    .variants()
                    .get(variant)
                    .cloned()
                    .unwrap_or_else(|| variant.to_string());
                format!("{voice}+{file}")
            }
            None => name.to_string(),
        };
        let Ok(name) = CString::new(name) else {
            return false;
        };
        // SAFETY: a NUL-terminated name, alive through the call.
        unsafe { (self.library.set_voice_by_name)(name.as_ptr()) == EE_OK }
    }

    /// Rate, pitch and volume.
    pub fn set_params(&mut self, params: Params) {
        // SAFETY: plain integers, absolute values.
        unsafe {
            (self.library.set_parameter)(PARAMETER_RATE, params.rate, 0);
            (self.library.set_parameter)(PARAMETER_PITCH, params.pitch, 0);
            (self.library.set_parameter)(PARAMETER_VOLUME, params.volume, 0);
        }
    }

    /// The voices offered, as Speech Dispatcher's espeak-ng module names them (so a voice
    /// chosen under either path is found under the other): (language tag, name) for each
    /// voice, then each voice with each variant ("German+Annie").
    pub fn voices(&mut self) -> Vec<(String, String)> {
        let voices: Vec<(String, String)> = self
            .list(None)
            .into_iter()
            .filter(|(_, _, identifier)| !identifier.starts_with("mb/"))
            .map(|(name, language, _)| (language, name))
            .collect();
        let variants: Vec<String> = self
            .list(Some("variant"))
            .into_iter()
            .map(|v| v.0)
            .collect();
        let mut offered = Vec::with_capacity(voices.len() * (variants.len() + 1));
        for (language, name) in &voices {
            offered.push((language.clone(), name.clone()));
            for variant in &variants {
                offered.push((language.clone(), format!("{name}+{variant}")));
            }
        }
        offered
    }

    /// The variants by shown name → file name ("Annie" → "Annie", "Andy" → "andy").
    fn variants(&mut self) -> BTreeMap<String, String> {
        self.list(Some("variant"))
            .into_iter()
            .map(|(name, _, identifier)| {
                let file = identifier
                    .rsplit_once('/')
                    .map_or(identifier.as_str(), |(_, file)| file)
                    .to_string();
                (name, file)
            })
            .collect()
    }

    /// espeak-ng's voice list, or the voices of one language ("variant"): (name, first
    /// language, identifier).
    fn list(&mut self, language: Option<&str>) -> Vec<(String, String, String)> {
        let tag = language.and_then(|l| CString::new(l).ok());
        let mut spec = VoiceSpec {
            name: std::ptr::null(),
            languages: tag.as_ref().map_or(std::ptr::null(), |t| t.as_ptr()),
            identifier: std::ptr::null(),
            gender: 0,
            age: 0,
            variant: 0,
            xx1: 0,
            score: 0,
            spare: std::ptr::null_mut(),
        };
        let spec_pointer: *mut VoiceSpec = if tag.is_some() {
            &mut spec
        } else {
            std::ptr::null_mut()
        };
        // SAFETY: espeak-ng returns a null-terminated array of voices it owns, valid until the
        // next list; each is read at once and copied.
        unsafe {
            let list = (self.library.list_voices)(spec_pointer);
            let mut found = Vec::new();
            if list.is_null() {
                return found;
            }
            let mut at = 0;
            while !(*list.add(at)).is_null() {
                let voice = &**list.add(at);
                at += 1;
                let text = |p: *const c_char| {
                    if p.is_null() {
                        String::new()
                    } else {
                        CStr::from_ptr(p).to_string_lossy().into_owned()
                    }
                };
                // `languages` is a priority byte then the tag, repeated; the first tag is the
                // voice's own.
                let first = if voice.languages.is_null() {
                    String::new()
                } else {
                    text(voice.languages.add(1))
                };
                found.push((text(voice.name), first, text(voice.identifier)));
            }
            found
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::devices::speech::Tune;

    #[test]
    fn the_data_beside_a_shipped_library_is_handed_over_and_a_systems_library_finds_its_own() {
        let folder = std::env::temp_dir().join(format!("annabella-espeak-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        let library = folder.join("libespeak-ng.dll");
        // A system's library (nothing beside it): espeak-ng's own data path.
        assert_eq!(data_beside(&library), None);
        assert_eq!(data_beside(Path::new("libespeak-ng.so.1")), None);
        // Shipped with its data, as on Windows: the folder that holds `espeak-ng-data`.
        std::fs::create_dir(folder.join(DATA_FOLDER)).unwrap();
        assert_eq!(
            data_beside(&library),
            Some(CString::new(folder.to_str().unwrap()).unwrap())
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_tune_sounds_as_speech_dispatcher_makes_it_sound() {
        // The middle of everything: 170 words a minute, pitch 50, and the volume Speech
        // Dispatcher gives espeak-ng at its default of 100 (200).
        assert_eq!(
            Params::of(Tune::default()),
            Params {
                rate: 170,
                pitch: 50,
                volume: 200
            }
        );
        let slowest = Params::of(Tune {
            rate: 0.0,
            pitch: 0.0,
            volume: 0.0,
        });
        assert_eq!((slowest.rate, slowest.pitch, slowest.volume), (80, 0, 0));
        let fastest = Params::of(Tune {
            rate: 1.0,
            pitch: 1.0,
            volume: 0.5,
        });
        assert_eq!(
            (fastest.rate, fastest.pitch, fastest.volume),
            (449, 100, 100)
        );
        // One step of the settings dialog above the middle.
        assert_eq!(
            Params::of(Tune {
                rate: 0.6,
                ..Tune::default()
            })
            .rate,
            226
        );
    }
}
