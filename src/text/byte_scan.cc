#include "text/byte_scan.h"

namespace concord {

std::string_view ByteScanName() { return CONCORD_BYTE_SCAN_SSE2 ? "sse2" : "scalar"; }

}  // namespace concord
