//! The braille display's own thread: it alone holds the BrlAPI connection. It connects (a
//! server that accepts and never answers holds only this thread), takes and gives back the
//! display as the app gains and loses the focus, writes what it is sent the moment it is sent,
//! and passes each key on as soon as it is pressed: it sleeps in `poll` on the connection's
//! socket and on a wake-up socket of its own, so neither a key nor a write waits for a timer.
//! A connection that breaks is made again, every few seconds, quietly.

use std::{
    io::{Read, Write},
    os::{fd::AsRawFd, unix::net::UnixStream},
    sync::{Arc, Mutex, mpsc},
    thread,
    time::Duration,
};

use super::{
    brlapi::{Library, is_no_display},
    link::{BrlapiError, Order, Report, Server},
};
use crate::devices::speech::Waker;

/// How long to wait before connecting again after a failure, at first and at most.
const RETRY_FIRST: Duration = Duration::from_secs(2);
const RETRY_MOST: Duration = Duration::from_secs(30);

/// The app's end of the thread.
pub struct Device {
    orders: mpsc::Sender<Order>,
    wake: UnixStream,
    reports: mpsc::Receiver<Report>,
}

impl Device {
    /// Starts the thread; the waker in `waker`, once there is one, is called after each report
    /// (a key waits to be read).
    pub fn start(
        server: Server,
        waker: Arc<Mutex<Option<Waker>>>,
    ) -> Result<Device, std::io::Error> {
        let (orders, orders_in) = mpsc::channel();
        let (reports_out, reports) = mpsc::channel();
        let (wake, woken) = UnixStream::pair()?;
        woken.set_nonblocking(true)?;
        thread::Builder::new()
            .name("braille".into())
            .spawn(move || {
                let report = |report: Report| {
                    let sent = reports_out.send(report).is_ok();
                    if let Ok(slot) = waker.lock()
                        && let Some(wake) = slot.as_ref()
                    {
                        wake();
                    }
                    sent
                };
                run(&server, &orders_in, woken, &report);
            })?;
        Ok(Device {
            orders,
            wake,
            reports,
        })
    }

    /// Sends an order; the thread wakes for it at once.
    pub fn order(&mut self, order: Order) {
        if self.orders.send(order).is_ok() {
            let _ = self.wake.write(&[1]);
        }
    }

    /// The reports come in since the last call.
    pub fn reports(&self) -> Vec<Report> {
        self.reports.try_iter().collect()
    }
}

/// The thread: connect, serve, and after a failure wait and connect again. Ends when the app's
/// end is dropped.
fn run(
    server: &Server,
    orders: &mpsc::Receiver<Order>,
    woken: UnixStream,
    report: &dyn Fn(Report) -> bool,
) {
    let library = match Library::load() {
        Ok(library) => library,
        Err(error) => {
            report(Report::Failed(error));
            return;
        }
    };
    let mut state = Wanted::default();
    let mut retry = RETRY_FIRST;
    loop {
        let served = serve(&library, server, orders, &woken, &mut state, report);
        match served {
            Served::AppGone => return,
            Served::Failed(error) => {
                if !report(Report::Failed(error)) {
                    return;
                }
            }
            Served::Lost(error) => {
                retry = RETRY_FIRST;
                if !report(Report::Lost(error)) {
                    return;
                }
            }
        }
        // Wait, still taking orders (the last write is kept for the next connection).
        if !wait_for(retry, orders, &woken, &mut state) {
            return;
        }
        retry = (retry * 2).min(RETRY_MOST);
    }
}

/// What the app wants shown, kept across connections.
#[derive(Default)]
struct Wanted {
    write: Option<(String, Option<usize>)>,
    /// The app has the focus (until told otherwise it has).
    unfocused: bool,
    window: Option<u32>,
}

impl Wanted {
    fn take(&mut self, order: Order) {
        match order {
            Order::Write { text, cursor } => self.write = Some((text, cursor)),
            Order::Focus(focused) => self.unfocused = !focused,
            Order::Window(window) => self.window = Some(window),
        }
    }
}

enum Served {
    AppGone,
    /// It never worked.
    Failed(BrlapiError),
    /// It worked, then broke.
    Lost(BrlapiError),
}

fn serve(
    library: &Library,
    server: &Server,
    orders: &mpsc::Receiver<Order>,
    woken: &UnixStream,
    state: &mut Wanted,
    report: &dyn Fn(Report) -> bool,
) -> Served {
    let mut connection = match library.connect(server) {
        Ok(connection) => connection,
        Err(error) => return Served::Failed(error),
    };
    let driver = match connection.driver() {
        Ok(driver) => driver,
        Err(error) => return Served::Failed(error),
    };
    let size = match connection.size() {
        Ok(size) => size,
        Err(error) => return Served::Failed(error),
    };
    if is_no_display(&driver, size) {
        return Served::Failed(BrlapiError::NoDevice);
    }
    let cells = size.0 * size.1.max(1);
    if !report(Report::Ready { driver, cells }) {
        return Served::AppGone;
    }
    let mut written: Option<(String, Option<usize>)> = None;
    // The window taken for: the app tells its window once the window exists, which may be
    // after the display was taken without it.
    let mut taken_for: Option<u32> = None;
    if !drain(orders, woken, state) {
        return Served::AppGone;
    }
    loop {
        // Take the display while the app has the focus; give it back when it loses it.
        if state.unfocused {
            connection.leave();
            written = None;
        } else {
            if connection.holds_display() && taken_for != state.window {
                connection.leave();
            }
            if !connection.holds_display() {
                if let Err(error) = connection.take(state.window) {
                    return Served::Lost(error);
                }
                taken_for = state.window;
                written = None;
            }
        }
        if connection.holds_display() && state.write != written {
            if let Some((text, cursor)) = &state.write {
                // Exactly the display's cells: a line written before the size was known is cut
                // or filled.
                let fitted: String = text
                    .chars()
                    .chain(std::iter::repeat(' '))
                    .take(cells)
                    .collect();
                let cursor = cursor.filter(|&c| c < cells);
                if let Err(error) = connection.write(&fitted, cursor) {
                    return Served::Lost(error);
                }
            }
            written.clone_from(&state.write);
        }
        // Every key waiting, then sleep until a key or an order comes. Keys come only while
        // the display is held: without it, reading one is refused ("Operation forbidden in
        // current mode"), which is no lost display; then only an order can wake the thread.
        let mut fd = -1;
        if connection.holds_display() {
            loop {
                match connection.key() {
                    Ok(Some(code)) => {
                        if !report(Report::Key(code)) {
                            return Served::AppGone;
                        }
                    }
                    Ok(None) => break,
                    Err(error) => return Served::Lost(error),
                }
            }
            fd = connection.fd();
        }
        if let Woke::Error(error) = sleep(fd, woken, None) {
            return Served::Lost(BrlapiError::Broken(error));
        }
        if !drain(orders, woken, state) {
            return Served::AppGone;
        }
    }
}

/// Waits `time` for nothing but orders. `false` when the app is gone.
fn wait_for(
    time: Duration,
    orders: &mpsc::Receiver<Order>,
    woken: &UnixStream,
    state: &mut Wanted,
) -> bool {
    let end = std::time::Instant::now() + time;
    loop {
        let left = end.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return true;
        }
        if let Woke::Error(_) = sleep(-1, woken, Some(left)) {
            thread::sleep(left);
        }
        if !drain(orders, woken, state) {
            return false;
        }
    }
}

/// Takes every order waiting. `false` when the app's end is gone.
fn drain(orders: &mpsc::Receiver<Order>, mut woken: &UnixStream, state: &mut Wanted) -> bool {
    let mut bytes = [0u8; 64];
    while matches!(woken.read(&mut bytes), Ok(n) if n > 0) {}
    loop {
        match orders.try_recv() {
            Ok(order) => state.take(order),
            Err(mpsc::TryRecvError::Empty) => return true,
            Err(mpsc::TryRecvError::Disconnected) => return false,
        }
    }
}

enum Woke {
    /// A key (or another packet) from the server.
    Key,
    /// An order from the app.
    Order,
    Timeout,
    Error(String),
}

/// Sleeps until the BrlAPI socket `fd` (none when negative) or the wake-up socket can be read,
/// or `limit` passes.
fn sleep(fd: i32, woken: &UnixStream, limit: Option<Duration>) -> Woke {
    let mut fds = [
        libc::pollfd {
            fd: woken.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        },
        libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        },
    ];
    let timeout = limit.map_or(-1, |l| i32::try_from(l.as_millis()).unwrap_or(i32::MAX));
    // SAFETY: two pollfd records; a negative fd is ignored by poll.
    let ready = unsafe { libc::poll(fds.as_mut_ptr(), 2, timeout) };
    if ready < 0 {
        let error = std::io::Error::last_os_error();
        if error.kind() == std::io::ErrorKind::Interrupted {
            return Woke::Timeout;
        }
        return Woke::Error(error.to_string());
    }
    if fds[1].revents & (libc::POLLHUP | libc::POLLERR) != 0 && fds[1].revents & libc::POLLIN == 0 {
        return Woke::Error("the server closed the connection".into());
    }
    if fds[1].revents & libc::POLLIN != 0 {
        Woke::Key
    } else if fds[0].revents != 0 {
        Woke::Order
    } else {
        Woke::Timeout
    }
}
