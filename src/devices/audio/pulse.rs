//! A PulseAudio playback stream on short buffers, with libpulse loaded at run time (as liblouis
//! is): the sound path of the built-in voice and of the clock's sounds.
//!
//! Why not cpal: through ALSA's PulseAudio plugin its default buffer holds about 120 ms, and a
//! cue or a word that waits 120 ms is late for a blind player. A stream of our own asks the
//! server for a 10 ms target length and starts playing after 5 ms have arrived, so what is
//! written reaches the sink within a few milliseconds; written data can be dropped at once
//! (`flush`), which is how a new utterance cuts the old one. PipeWire serves the same protocol
//! (`pipewire-pulse`).
//!
//! Nothing runs while nothing sounds: the stream is corked when it falls silent (the server stops
//! pulling from it) and libpulse's own thread sleeps in `poll` with no timer.
//!
//! Where libpulse or the server is missing, `Pulse::load` or `PulseStream::open` says why and the
//! caller uses another path (Speech Dispatcher for speech, cpal for the sounds).

use std::{
    ffi::{CStr, CString, c_char, c_int, c_void},
    sync::Arc,
    time::{Duration, Instant},
};

/// The names libpulse is looked for under: the versioned one first (no development package
/// needed).
#[cfg(all(unix, not(target_os = "macos")))]
pub const LIBRARY_NAMES: [&str; 2] = ["libpulse.so.0", "libpulse.so"];
/// PulseAudio is a sound server of Linux and the BSDs: on Windows and macOS no libpulse is
/// looked for, and the sounds go through cpal (WASAPI, CoreAudio).
#[cfg(any(not(unix), target_os = "macos"))]
pub const LIBRARY_NAMES: [&str; 0] = [];

/// Why nothing was loaded when no name was tried.
#[cfg(all(unix, not(target_os = "macos")))]
const NONE_TRIED: &str = "no name given";
#[cfg(any(not(unix), target_os = "macos"))]
const NONE_TRIED: &str =
    "PulseAudio is not this system's sound server; the sound goes through cpal";

/// How long the server may take to accept the connection and the stream.
const CONNECT_WITHIN: Duration = Duration::from_secs(3);

/// The target length of the server's buffer for our stream: what it holds ahead of the sink.
const TARGET_LENGTH: Duration = Duration::from_millis(10);
/// How much must have arrived before playback starts (a stream starting on a few samples would
/// stutter at once).
const PREBUFFER: Duration = Duration::from_millis(5);

/// Why there is no PulseAudio stream.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PulseError {
    /// libpulse could not be loaded (not installed, or a name that does not exist).
    #[error("libpulse is not installed ({0})")]
    Missing(String),
    /// The library lacks a function we call (an ancient libpulse).
    #[error("libpulse lacks {0}")]
    Incomplete(String),
    /// No sound server answered.
    #[error("no sound server: {0}")]
    NoServer(String),
    /// The server refused the stream.
    #[error("the sound server refused the stream: {0}")]
    Refused(String),
}

// The C types we touch (pulse/sample.h, pulse/def.h). Everything else is an opaque pointer.
#[repr(C)]
struct SampleSpec {
    format: c_int,
    rate: u32,
    channels: u8,
}

#[repr(C)]
struct BufferAttr {
    maxlength: u32,
    tlength: u32,
    prebuf: u32,
    minreq: u32,
    fragsize: u32,
}

const SAMPLE_S16LE: c_int = 3;
const SAMPLE_FLOAT32LE: c_int = 5;
const CONTEXT_READY: c_int = 4;
const CONTEXT_FAILED: c_int = 5;
const CONTEXT_TERMINATED: c_int = 6;
const STREAM_READY: c_int = 2;
const STREAM_FAILED: c_int = 3;
const STREAM_TERMINATED: c_int = 4;
/// `PA_STREAM_START_CORKED | PA_STREAM_ADJUST_LATENCY`: the sink's latency follows our target
/// length, and nothing is pulled before the first sound.
const STREAM_FLAGS: c_int = 0x0001 | 0x2000;
const SEEK_RELATIVE: c_int = 0;

type Ptr = *mut c_void;
type SuccessCallback = unsafe extern "C" fn(stream: Ptr, success: c_int, userdata: Ptr);

/// libpulse's functions, looked up once.
struct Api {
    mainloop_new: unsafe extern "C" fn() -> Ptr,
    mainloop_get_api: unsafe extern "C" fn(Ptr) -> Ptr,
    mainloop_start: unsafe extern "C" fn(Ptr) -> c_int,
    mainloop_stop: unsafe extern "C" fn(Ptr),
    mainloop_free: unsafe extern "C" fn(Ptr),
    mainloop_lock: unsafe extern "C" fn(Ptr),
    mainloop_unlock: unsafe extern "C" fn(Ptr),
    context_new: unsafe extern "C" fn(Ptr, *const c_char) -> Ptr,
    context_connect: unsafe extern "C" fn(Ptr, *const c_char, c_int, Ptr) -> c_int,
    context_get_state: unsafe extern "C" fn(Ptr) -> c_int,
    context_errno: unsafe extern "C" fn(Ptr) -> c_int,
    context_disconnect: unsafe extern "C" fn(Ptr),
    context_unref: unsafe extern "C" fn(Ptr),
    stream_new: unsafe extern "C" fn(Ptr, *const c_char, *const SampleSpec, Ptr) -> Ptr,
    stream_connect_playback:
        unsafe extern "C" fn(Ptr, *const c_char, *const BufferAttr, c_int, Ptr, Ptr) -> c_int,
    stream_get_state: unsafe extern "C" fn(Ptr) -> c_int,
    stream_write: unsafe extern "C" fn(Ptr, *const c_void, usize, Ptr, i64, c_int) -> c_int,
    stream_cork: unsafe extern "C" fn(Ptr, c_int, Option<SuccessCallback>, Ptr) -> Ptr,
    stream_flush: unsafe extern "C" fn(Ptr, Option<SuccessCallback>, Ptr) -> Ptr,
    stream_trigger: unsafe extern "C" fn(Ptr, Option<SuccessCallback>, Ptr) -> Ptr,
    stream_disconnect: unsafe extern "C" fn(Ptr) -> c_int,
    stream_unref: unsafe extern "C" fn(Ptr),
    operation_unref: unsafe extern "C" fn(Ptr),
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
}

/// libpulse, loaded.
pub struct Pulse {
    api: Api,
    /// Kept loaded while the functions above may be called.
    _library: libloading::Library,
}

impl Pulse {
    /// Loads libpulse under the first of `names` that loads.
    pub fn load(names: &[&str]) -> Result<Arc<Pulse>, PulseError> {
        let mut last = String::from(NONE_TRIED);
        for name in names {
            // SAFETY: libpulse's initialisers touch only its own state.
            match unsafe { libloading::Library::new(name) } {
                Ok(library) => {
                    let api = Api::from(&library)?;
                    return Ok(Arc::new(Pulse {
                        api,
                        _library: library,
                    }));
                }
                Err(error) => last = error.to_string(),
            }
        }
        Err(PulseError::Missing(last))
    }

    fn error_text(&self, code: c_int) -> String {
        // SAFETY: pa_strerror returns a static string for any code (or null).
        let text = unsafe { (self.api.strerror)(code) };
        if text.is_null() {
            return format!("error {code}");
        }
        // SAFETY: a non-null result is a NUL-terminated static string.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }
}

impl Api {
    fn from(library: &libloading::Library) -> Result<Api, PulseError> {
        /// Looks a function up by name; its type comes from the field it fills.
        fn get<T: Copy>(library: &libloading::Library, name: &str) -> Result<T, PulseError> {
            // SAFETY: each field's type is the C signature of the function of that name
            // (pulse/thread-mainloop.h, context.h, stream.h, operation.h, error.h).
            unsafe {
                library
                    .get::<T>(name.as_bytes())
                    .map(|symbol| *symbol)
                    .map_err(|_| PulseError::Incomplete(name.to_string()))
            }
        }
        Ok(Api {
            mainloop_new: get(library, "pa_threaded_mainloop_new")?,
            mainloop_get_api: get(library, "pa_threaded_mainloop_get_api")?,
            mainloop_start: get(library, "pa_threaded_mainloop_start")?,
            mainloop_stop: get(library, "pa_threaded_mainloop_stop")?,
            mainloop_free: get(library, "pa_threaded_mainloop_free")?,
            mainloop_lock: get(library, "pa_threaded_mainloop_lock")?,
            mainloop_unlock: get(library, "pa_threaded_mainloop_unlock")?,
            context_new: get(library, "pa_context_new")?,
            context_connect: get(library, "pa_context_connect")?,
            context_get_state: get(library, "pa_context_get_state")?,
            context_errno: get(library, "pa_context_errno")?,
            context_disconnect: get(library, "pa_context_disconnect")?,
            context_unref: get(library, "pa_context_unref")?,
            stream_new: get(library, "pa_stream_new")?,
            stream_connect_playback: get(library, "pa_stream_connect_playback")?,
            stream_get_state: get(library, "pa_stream_get_state")?,
            stream_write: get(library, "pa_stream_write")?,
            stream_cork: get(library, "pa_stream_cork")?,
            stream_flush: get(library, "pa_stream_flush")?,
            stream_trigger: get(library, "pa_stream_trigger")?,
            stream_disconnect: get(library, "pa_stream_disconnect")?,
            stream_unref: get(library, "pa_stream_unref")?,
            operation_unref: get(library, "pa_operation_unref")?,
            strerror: get(library, "pa_strerror")?,
        })
    }
}

/// The samples a stream takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Samples {
    /// 16-bit signed integers (espeak-ng's output).
    I16,
    /// 32-bit floats (the earcons).
    F32,
}

impl Samples {
    fn bytes(self) -> usize {
        match self {
            Samples::I16 => 2,
            Samples::F32 => 4,
        }
    }
}

/// One playback stream of mono samples on its own connection, on short buffers.
pub struct PulseStream {
    pulse: Arc<Pulse>,
    mainloop: Ptr,
    context: Ptr,
    stream: Ptr,
    samples: Samples,
    rate: u32,
    corked: bool,
}

// SAFETY: every use of the context and stream goes through the threaded mainloop's lock
// (`locked`), which is what libpulse asks of other threads; the pointers are owned here.
unsafe impl Send for PulseStream {}

impl PulseStream {
    /// Connects to the sound server (the default one, or `PULSE_SERVER`) and opens a playback
    /// stream of mono `samples` at `rate`, named `name` in the server's lists. Waits for the
    /// server at most a few seconds.
    pub fn open(
        pulse: Arc<Pulse>,
        name: &str,
        samples: Samples,
        rate: u32,
    ) -> Result<PulseStream, PulseError> {
        let api = &pulse.api;
        let app = CString::new("Annabella").unwrap_or_default();
        let stream_name = CString::new(name).unwrap_or_default();
        // SAFETY: the calls follow libpulse's documented order; a null result is checked.
        let mainloop = unsafe { (api.mainloop_new)() };
        if mainloop.is_null() {
            return Err(PulseError::NoServer("no main loop".into()));
        }
        let mut opened = PulseStream {
            pulse: pulse.clone(),
            mainloop,
            context: std::ptr::null_mut(),
            stream: std::ptr::null_mut(),
            samples,
            rate,
            corked: true,
        };
        // SAFETY: the main loop exists; the context is made before the loop runs.
        unsafe {
            opened.context = (api.context_new)((api.mainloop_get_api)(mainloop), app.as_ptr());
            if opened.context.is_null() {
                return Err(PulseError::NoServer("no context".into()));
            }
            if (api.context_connect)(opened.context, std::ptr::null(), 0, std::ptr::null_mut()) < 0
            {
                let code = (api.context_errno)(opened.context);
                return Err(PulseError::NoServer(pulse.error_text(code)));
            }
            if (api.mainloop_start)(mainloop) < 0 {
                return Err(PulseError::NoServer("the main loop did not start".into()));
            }
        }
        opened.wait_for(
            |s| {
                // SAFETY: called under the loop's lock with the live context.
                match unsafe { (s.pulse.api.context_get_state)(s.context) } {
                    CONTEXT_READY => Some(Ok(())),
                    CONTEXT_FAILED | CONTEXT_TERMINATED => Some(Err(())),
                    _ => None,
                }
            },
            PulseError::NoServer,
        )?;
        let spec = SampleSpec {
            format: match samples {
                Samples::I16 => SAMPLE_S16LE,
                Samples::F32 => SAMPLE_FLOAT32LE,
            },
            rate,
            channels: 1,
        };
        let bytes_in = |length: Duration| {
            u32::try_from(opened.frames_in(length) * samples.bytes()).unwrap_or(u32::MAX)
        };
        let attr = BufferAttr {
            maxlength: u32::MAX,
            tlength: bytes_in(TARGET_LENGTH),
            prebuf: bytes_in(PREBUFFER),
            minreq: u32::MAX,
            fragsize: u32::MAX,
        };
        opened.locked(|s| {
            // SAFETY: under the loop's lock; `spec` and `attr` outlive the calls (libpulse
            // copies them).
            unsafe {
                s.stream =
                    (api.stream_new)(s.context, stream_name.as_ptr(), &spec, std::ptr::null_mut());
                if s.stream.is_null() {
                    return Err(PulseError::Refused(
                        s.pulse.error_text((api.context_errno)(s.context)),
                    ));
                }
                if (api.stream_connect_playback)(
                    s.stream,
                    std::ptr::null(),
                    &attr,
                    STREAM_FLAGS,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                ) < 0
                {
                    return Err(PulseError::Refused(
                        s.pulse.error_text((api.context_errno)(s.context)),
                    ));
                }
            }
            Ok(())
        })?;
        opened.wait_for(
            |s| {
                // SAFETY: called under the loop's lock with the live stream.
                match unsafe { (s.pulse.api.stream_get_state)(s.stream) } {
                    STREAM_READY => Some(Ok(())),
                    STREAM_FAILED | STREAM_TERMINATED => Some(Err(())),
                    _ => None,
                }
            },
            PulseError::Refused,
        )?;
        Ok(opened)
    }

    /// Waits (looking every millisecond, at most `CONNECT_WITHIN`) until `state` answers.
    fn wait_for(
        &mut self,
        state: impl Fn(&PulseStream) -> Option<Result<(), ()>>,
        error: impl Fn(String) -> PulseError,
    ) -> Result<(), PulseError> {
        let start = Instant::now();
        loop {
            let answer = self.locked(|s| state(s));
            match answer {
                Some(Ok(())) => return Ok(()),
                Some(Err(())) => {
                    // SAFETY: under the loop's lock, with the live context.
                    let code = self.locked(|s| unsafe { (s.pulse.api.context_errno)(s.context) });
                    return Err(error(self.pulse.error_text(code)));
                }
                None if start.elapsed() > CONNECT_WITHIN => {
                    return Err(error("the sound server does not answer".into()));
                }
                None => std::thread::sleep(Duration::from_millis(1)),
            }
        }
    }

    /// Runs `act` holding the main loop's lock (libpulse's rule for calls from other threads).
    fn locked<T>(&mut self, act: impl FnOnce(&mut PulseStream) -> T) -> T {
        // SAFETY: the main loop lives as long as `self`.
        unsafe { (self.pulse.api.mainloop_lock)(self.mainloop) };
        let result = act(self);
        // SAFETY: locked just above, on this thread.
        unsafe { (self.pulse.api.mainloop_unlock)(self.mainloop) };
        result
    }

    /// The stream's sample rate.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// How many frames `length` takes at the stream's rate.
    pub fn frames_in(&self, length: Duration) -> usize {
        (length.as_secs_f64() * f64::from(self.rate)).round() as usize
    }

    /// Plays 16-bit samples after what was written before (starting the stream if it was
    /// corked). The stream must have been opened for `Samples::I16`.
    pub fn write_i16(&mut self, samples: &[i16]) {
        debug_assert_eq!(self.samples, Samples::I16);
        self.write_bytes(samples.as_ptr().cast(), std::mem::size_of_val(samples));
    }

    /// Plays float samples after what was written before (starting the stream if it was
    /// corked). The stream must have been opened for `Samples::F32`.
    pub fn write_f32(&mut self, samples: &[f32]) {
        debug_assert_eq!(self.samples, Samples::F32);
        self.write_bytes(samples.as_ptr().cast(), std::mem::size_of_val(samples));
    }

    fn write_bytes(&mut self, data: *const c_void, length: usize) {
        if length == 0 {
            return;
        }
        let uncork = std::mem::replace(&mut self.corked, false);
        self.locked(|s| {
            let api = &s.pulse.api;
            // SAFETY: under the loop's lock; libpulse copies the data (no free callback).
            unsafe {
                if uncork {
                    s.operation((api.stream_cork)(s.stream, 0, None, std::ptr::null_mut()));
                }
                (api.stream_write)(
                    s.stream,
                    data,
                    length,
                    std::ptr::null_mut(),
                    0,
                    SEEK_RELATIVE,
                );
            }
        });
    }

    /// Starts playing what was written even if it is less than the prebuffer (the end of a
    /// short sound).
    pub fn trigger(&mut self) {
        self.locked(|s| {
            // SAFETY: under the loop's lock.
            let op = unsafe { (s.pulse.api.stream_trigger)(s.stream, None, std::ptr::null_mut()) };
            s.operation(op);
        });
    }

    /// Drops everything written and not yet played, and stops pulling (corked) until the next
    /// write.
    pub fn cut(&mut self) {
        let cork = !std::mem::replace(&mut self.corked, true);
        self.locked(|s| {
            let api = &s.pulse.api;
            // SAFETY: under the loop's lock.
            unsafe {
                s.operation((api.stream_flush)(s.stream, None, std::ptr::null_mut()));
                if cork {
                    s.operation((api.stream_cork)(s.stream, 1, None, std::ptr::null_mut()));
                }
            }
        });
    }

    /// Stops pulling (corked) until the next write: for a stream that has fallen silent, so
    /// the server can let the sink sleep.
    pub fn rest(&mut self) {
        if std::mem::replace(&mut self.corked, true) {
            return;
        }
        self.locked(|s| {
            // SAFETY: under the loop's lock.
            let op = unsafe { (s.pulse.api.stream_cork)(s.stream, 1, None, std::ptr::null_mut()) };
            s.operation(op);
        });
    }

    /// Whether the connection or the stream has failed (the server went away).
    pub fn failed(&mut self) -> Option<String> {
        self.locked(|s| {
            let api = &s.pulse.api;
            // SAFETY: under the loop's lock, with the live context and stream.
            let (context, stream) = unsafe {
                (
                    (api.context_get_state)(s.context),
                    (api.stream_get_state)(s.stream),
                )
            };
            if context == CONTEXT_READY && stream == STREAM_READY {
                None
            } else {
                // SAFETY: the context lives.
                Some(
                    s.pulse
                        .error_text(unsafe { (api.context_errno)(s.context) }),
                )
            }
        })
    }

    /// Lets an operation run on without us.
    fn operation(&self, op: Ptr) {
        if !op.is_null() {
            // SAFETY: `op` was just returned by libpulse and is released once.
            unsafe { (self.pulse.api.operation_unref)(op) };
        }
    }
}

impl Drop for PulseStream {
    fn drop(&mut self) {
        let api = &self.pulse.api;
        // SAFETY: the stream and context are released under the lock, then the loop is
        // stopped (from outside its thread, as libpulse requires) and freed.
        unsafe {
            (api.mainloop_lock)(self.mainloop);
            if !self.stream.is_null() {
                (api.stream_disconnect)(self.stream);
                (api.stream_unref)(self.stream);
            }
            if !self.context.is_null() {
                (api.context_disconnect)(self.context);
                (api.context_unref)(self.context);
            }
            (api.mainloop_unlock)(self.mainloop);
            (api.mainloop_stop)(self.mainloop);
            (api.mainloop_free)(self.mainloop);
        }
    }
}
