//! An engine's process with the helpers it starts (Stockfish's own threads are threads, but an
//! engine run through a script starts processes): they are stopped together, so nothing an
//! engine started outlives the game. One body per platform, side by side, with the same names:
//! on Unix the engine leads a process group of its own, and the group is killed; on Windows the
//! engine is put in a Job Object that kills all its processes when it is ended or let go.

use std::process::{Child, Command};

pub use platform::Helpers;

#[cfg(unix)]
mod platform {
    use super::{Child, Command};

    /// The engine's process group.
    pub struct Helpers {
        group: Option<i32>,
    }

    impl Helpers {
        /// Readies `command` to start its program as the leader of a new process group.
        pub fn prepare(command: &mut Command) {
            std::os::unix::process::CommandExt::process_group(command, 0);
        }

        /// The group `child` leads (its process id).
        pub fn of(child: &Child) -> Helpers {
            Helpers {
                group: i32::try_from(child.id()).ok(),
            }
        }

        /// Ends the engine's whole process group: the helpers it started go with it.
        pub fn kill(&self) {
            if let Some(group) = self.group {
                // SAFETY: kill(2) with a negative pid signals the process group the engine
                // leads (it was started as its own group); no memory is touched.
                unsafe {
                    libc::kill(-group, libc::SIGKILL);
                }
            }
        }
    }
}

#[cfg(windows)]
mod platform {
    use std::os::windows::io::AsRawHandle;

    use windows_sys::Win32::{
        Foundation::{CloseHandle, HANDLE},
        System::JobObjects::{
            AssignProcessToJobObject, CreateJobObjectW, JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
            JOBOBJECT_EXTENDED_LIMIT_INFORMATION, JobObjectExtendedLimitInformation,
            SetInformationJobObject, TerminateJobObject,
        },
    };

    use super::{Child, Command};

    /// The Job Object the engine runs in (none where the system refused one: then the engine
    /// alone is ended, as `Child::kill` does).
    pub struct Helpers {
        job: Option<HANDLE>,
    }

    // SAFETY: a job handle is a kernel handle, usable from any thread; it is closed once, on drop.
    unsafe impl Send for Helpers {}

    impl Helpers {
        /// Nothing to ready: the engine is put in its job once it runs.
        pub fn prepare(_command: &mut Command) {}

        /// A new job that ends its processes when it is closed, with `child` in it. What
        /// `child` starts from then on is in the job too.
        pub fn of(child: &Child) -> Helpers {
            // SAFETY: the calls get a fresh job handle (or null), a limit record that lives on
            // this stack, and the child's process handle, which `child` keeps open.
            let job = unsafe {
                let job = CreateJobObjectW(std::ptr::null(), std::ptr::null());
                if job.is_null() {
                    return Helpers { job: None };
                }
                let mut limits: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = std::mem::zeroed();
                limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
                let size = u32::try_from(std::mem::size_of_val(&limits)).unwrap_or(0);
                let limited = SetInformationJobObject(
                    job,
                    JobObjectExtendedLimitInformation,
                    (&raw const limits).cast(),
                    size,
                );
                if limited == 0 || AssignProcessToJobObject(job, child.as_raw_handle()) == 0 {
                    CloseHandle(job);
                    return Helpers { job: None };
                }
                job
            };
            Helpers { job: Some(job) }
        }

        /// Ends every process in the engine's job: the helpers it started go with it.
        pub fn kill(&self) {
            if let Some(job) = self.job {
                // SAFETY: the job handle is open until drop.
                unsafe {
                    TerminateJobObject(job, 1);
                }
            }
        }
    }

    impl Drop for Helpers {
        fn drop(&mut self) {
            if let Some(job) = self.job.take() {
                // SAFETY: closed once; the job's processes end with it (KILL_ON_JOB_CLOSE).
                unsafe {
                    CloseHandle(job);
                }
            }
        }
    }
}

#[cfg(not(any(unix, windows)))]
mod platform {
    use super::{Child, Command};

    /// On other systems the engine alone is ended (`Child::kill`), without its helpers.
    pub struct Helpers;

    impl Helpers {
        pub fn prepare(_command: &mut Command) {}

        pub fn of(_child: &Child) -> Helpers {
            Helpers
        }

        pub fn kill(&self) {}
    }
}
