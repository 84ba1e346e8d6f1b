//! JAWS's automation object (`FreedomSci.JawsApi`, through COM; Windows only): JAWS runs while
//! its window (class `JFWUI2`) is there, and `SayString(text, flush = false)` queues a text
//! after JAWS's own words, never cutting them. Made, called and released on the speech thread,
//! in the COM apartment that thread enters for it.

use std::mem::ManuallyDrop;

use windows::{
    Win32::{
        Foundation::{RPC_E_DISCONNECTED, VARIANT_FALSE},
        System::{
            Com::{
                CLSCTX_ALL, CLSIDFromProgID, COINIT_APARTMENTTHREADED, CoCreateInstance,
                CoInitializeEx, CoUninitialize, DISPATCH_METHOD, DISPPARAMS, IDispatch,
            },
            Variant::{VARIANT, VT_BOOL, VT_BSTR, VariantClear},
        },
        UI::WindowsAndMessaging::FindWindowW,
    },
    core::{BSTR, GUID, PCWSTR, w},
};

use super::ReaderClient;

/// JAWS's automation object, with the number of its `SayString` method.
pub struct Jaws {
    /// Released before the apartment is left (fields drop in this order).
    api: IDispatch,
    say_string: i32,
    _apartment: Apartment,
}

impl Jaws {
    /// The object, when JAWS is installed (its ProgID is registered) and runs; `None` without
    /// asking COM for anything else where it is not installed (and under Wine).
    pub fn open() -> Option<Jaws> {
        let apartment = Apartment::enter()?;
        // SAFETY: a NUL-terminated literal; COM is initialised on this thread.
        let class = unsafe { CLSIDFromProgID(w!("FreedomSci.JawsApi")) }.ok()?;
        if !window_up() {
            return None;
        }
        // SAFETY: the class id just looked up, no outer object.
        let api: IDispatch = unsafe { CoCreateInstance(&class, None, CLSCTX_ALL) }.ok()?;
        let names = [w!("SayString")];
        let mut say_string = 0;
        // SAFETY: one name, one id written; IID_NULL as IDispatch asks.
        unsafe { api.GetIDsOfNames(&GUID::zeroed(), names.as_ptr(), 1, 0, &mut say_string) }
            .ok()?;
        Some(Jaws {
            api,
            say_string,
            _apartment: apartment,
        })
    }
}

/// JAWS's window is there: JAWS runs.
fn window_up() -> bool {
    // SAFETY: a NUL-terminated literal class name, no window name.
    unsafe { FindWindowW(w!("JFWUI2"), PCWSTR::null()) }.is_ok()
}

impl ReaderClient for Jaws {
    fn name(&self) -> &'static str {
        "JAWS"
    }

    fn running(&self) -> bool {
        window_up()
    }

    fn speak(&self, text: &str) -> Result<(), String> {
        // A call into a JAWS that quit could wait long for an answer: its window tells first.
        if !window_up() {
            return Err(windows::core::Error::from(RPC_E_DISCONNECTED).message());
        }
        // The arguments last to first, as IDispatch takes them: flush, then the text.
        let mut arguments = [VARIANT::default(), VARIANT::default()];
        // SAFETY: each VARIANT is given its type and the matching member; the text's BSTR is
        // freed by VariantClear below.
        unsafe {
            let flush = &mut *arguments[0].Anonymous.Anonymous;
            flush.vt = VT_BOOL;
            flush.Anonymous.boolVal = VARIANT_FALSE;
            let said = &mut *arguments[1].Anonymous.Anonymous;
            said.vt = VT_BSTR;
            said.Anonymous.bstrVal = ManuallyDrop::new(BSTR::from(text));
        }
        let parameters = DISPPARAMS {
            rgvarg: arguments.as_mut_ptr(),
            rgdispidNamedArgs: std::ptr::null_mut(),
            cArgs: 2,
            cNamedArgs: 0,
        };
        // SAFETY: the method's id from GetIDsOfNames, two positional arguments that outlive
        // the call; no result, exception or argument error asked for.
        let answer = unsafe {
            self.api.Invoke(
                self.say_string,
                &GUID::zeroed(),
                0,
                DISPATCH_METHOD,
                &parameters,
                None,
                None,
                None,
            )
        };
        // SAFETY: the text's VARIANT holds the BSTR made above, freed once.
        let _ = unsafe { VariantClear(&mut arguments[1]) };
        answer.map_err(|error| error.message())
    }
}

/// This thread in a single-threaded COM apartment, left when dropped.
struct Apartment;

impl Apartment {
    fn enter() -> Option<Apartment> {
        // SAFETY: no reserved pointer; balanced by CoUninitialize in Drop when it succeeds
        // (also when the thread was in the apartment already, S_FALSE).
        unsafe { CoInitializeEx(None, COINIT_APARTMENTTHREADED) }
            .is_ok()
            .then_some(Apartment)
    }
}

impl Drop for Apartment {
    fn drop(&mut self) {
        // SAFETY: this thread entered the apartment in `enter`.
        unsafe { CoUninitialize() }
    }
}
