package schema

import (
	"encoding/binary"
	"math/bits"
)

// skipString returns the offset past the (checked) string starting at i.
func skipString(d []byte, i int) int {
	j := i + 1
	for {
		for j+8 <= len(d) {
			if m := specialBytes(binary.LittleEndian.Uint64(d[j:])); m != 0 {
				j += bits.TrailingZeros64(m) >> 3
				break
			}
			j += 8
		}
		for j < len(d) && d[j] != '"' && d[j] != '\\' {
			j++
		}
		if j >= len(d) {
			return len(d)
		}
		if d[j] == '"' {
			return j + 1
		}
		j += 2 // an escape; the digits of \uXXXX are plain bytes
	}
}
