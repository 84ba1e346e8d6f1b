/* A stand-in for JAWS's automation object (ProgID FreedomSci.JawsApi), for scripts/windows-check
 * only and never shipped: an in-process COM server whose IDispatch knows one method, SayString.
 * Each text handed to it with flush off is appended as one UTF-8 line to jaws-heard.txt in the
 * program's current folder; a call that would flush (cut JAWS's own words) or has other
 * arguments is refused, so the check sees only what the app may do. windows-check registers it
 * in the Wine prefix under a CLSID of its own, beside jaws-window.c's window, for one run. */
#define COBJMACROS
#include <windows.h>
#include <oleauto.h>

static const CLSID CLSID_StandIn = {
    0x6b3f2c1e, 0x5a4d, 0x4c1b, {0x9e, 0x27, 0x41, 0x0a, 0x8d, 0x3c, 0x52, 0x6f}};
enum { SAY_STRING = 1 };

static LONG objects;

typedef struct {
  IDispatch iface;
  LONG refs;
} Api;

static HRESULT WINAPI api_query(IDispatch *self, REFIID riid, void **out) {
  if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IDispatch)) {
    *out = self;
    IDispatch_AddRef(self);
    return S_OK;
  }
  *out = NULL;
  return E_NOINTERFACE;
}

static ULONG WINAPI api_add_ref(IDispatch *self) {
  return InterlockedIncrement(&((Api *)self)->refs);
}

static ULONG WINAPI api_release(IDispatch *self) {
  LONG refs = InterlockedDecrement(&((Api *)self)->refs);
  if (refs == 0) {
    HeapFree(GetProcessHeap(), 0, self);
    InterlockedDecrement(&objects);
  }
  return refs;
}

static HRESULT WINAPI api_type_info_count(IDispatch *self, UINT *count) {
  *count = 0;
  return S_OK;
}

static HRESULT WINAPI api_type_info(IDispatch *self, UINT index, LCID lcid, ITypeInfo **info) {
  *info = NULL;
  return E_NOTIMPL;
}

static HRESULT WINAPI api_ids(IDispatch *self, REFIID riid, LPOLESTR *names, UINT count, LCID lcid,
                              DISPID *ids) {
  if (count == 1 && lstrcmpiW(names[0], L"SayString") == 0) {
    ids[0] = SAY_STRING;
    return S_OK;
  }
  for (UINT i = 0; i < count; i++) ids[i] = DISPID_UNKNOWN;
  return DISP_E_UNKNOWNNAME;
}

static HRESULT WINAPI api_invoke(IDispatch *self, DISPID id, REFIID riid, LCID lcid, WORD flags,
                                 DISPPARAMS *params, VARIANT *result, EXCEPINFO *exception,
                                 UINT *bad_argument) {
  if (id != SAY_STRING) return DISP_E_MEMBERNOTFOUND;
  if (!(flags & DISPATCH_METHOD) || params->cArgs != 2 || params->cNamedArgs != 0)
    return DISP_E_BADPARAMCOUNT;
  /* The arguments last to first: flush, then the text. */
  VARIANT *flush = &params->rgvarg[0], *text = &params->rgvarg[1];
  if (V_VT(flush) != VT_BOOL || V_BOOL(flush) != VARIANT_FALSE || V_VT(text) != VT_BSTR)
    return DISP_E_TYPEMISMATCH;
  char line[8192];
  int n = WideCharToMultiByte(CP_UTF8, 0, V_BSTR(text), -1, line, sizeof line - 1, NULL, NULL);
  if (n <= 0) return HRESULT_FROM_WIN32(GetLastError());
  line[n - 1] = '\n';
  HANDLE heard = CreateFileA("jaws-heard.txt", FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE,
                             NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
  if (heard == INVALID_HANDLE_VALUE) return HRESULT_FROM_WIN32(GetLastError());
  DWORD written;
  BOOL ok = WriteFile(heard, line, (DWORD)n, &written, NULL);
  CloseHandle(heard);
  if (!ok) return HRESULT_FROM_WIN32(GetLastError());
  if (result) {
    V_VT(result) = VT_BOOL;
    V_BOOL(result) = VARIANT_TRUE;
  }
  return S_OK;
}

static IDispatchVtbl api_calls = {api_query,     api_add_ref, api_release, api_type_info_count,
                                  api_type_info, api_ids,     api_invoke};

static HRESULT WINAPI factory_query(IClassFactory *self, REFIID riid, void **out) {
  if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IClassFactory)) {
    *out = self;
    return S_OK;
  }
  *out = NULL;
  return E_NOINTERFACE;
}

static ULONG WINAPI factory_add_ref(IClassFactory *self) { return 2; }
static ULONG WINAPI factory_release(IClassFactory *self) { return 1; }

static HRESULT WINAPI factory_create(IClassFactory *self, IUnknown *outer, REFIID riid,
                                     void **out) {
  *out = NULL;
  if (outer) return CLASS_E_NOAGGREGATION;
  Api *api = HeapAlloc(GetProcessHeap(), 0, sizeof *api);
  if (!api) return E_OUTOFMEMORY;
  api->iface.lpVtbl = &api_calls;
  api->refs = 1;
  InterlockedIncrement(&objects);
  HRESULT hr = IDispatch_QueryInterface(&api->iface, riid, out);
  IDispatch_Release(&api->iface);
  return hr;
}

static HRESULT WINAPI factory_lock(IClassFactory *self, BOOL lock) { return S_OK; }

static IClassFactoryVtbl factory_calls = {factory_query, factory_add_ref, factory_release,
                                          factory_create, factory_lock};
static IClassFactory factory = {&factory_calls};

__declspec(dllexport) HRESULT WINAPI DllGetClassObject(REFCLSID clsid, REFIID riid, void **out) {
  if (!IsEqualCLSID(clsid, &CLSID_StandIn)) {
    *out = NULL;
    return CLASS_E_CLASSNOTAVAILABLE;
  }
  return IClassFactory_QueryInterface(&factory, riid, out);
}

__declspec(dllexport) HRESULT WINAPI DllCanUnloadNow(void) { return objects ? S_FALSE : S_OK; }
