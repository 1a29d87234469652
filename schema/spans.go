package schema

import "encoding/json"

// span is a JSON value located in a document: its kind ('o' object, 'a'
// array, 's' string, 'n' number, 't' true, 'f' false, 'z' null), its
// bytes, and for objects and arrays their members.
type span struct {
	kind       byte
	start, end int
	keys       []string // an object's member names, decoded
	kids       []*span
}

func (v *span) typ() typeMask {
	switch v.kind {
	case 'o':
		return tObject
	case 'a':
		return tArray
	case 's':
		return tString
	case 't', 'f':
		return tBool
	case 'z':
		return tNull
	}
	return tNumber
}

// str decodes a string span.
func (v *span) str(data []byte) string {
	var s string
	json.Unmarshal(data[v.start:v.end], &s)
	return s
}

// parseSpans parses a JSON document into spans; ok is false when it is
// not one JSON value.
func parseSpans(data []byte) (*span, bool) {
	if !json.Valid(data) {
		return nil, false
	}
	p := spanParser{d: data}
	p.ws()
	v := p.value(0)
	return v, v != nil
}

type spanParser struct {
	d []byte
	i int
}

func (p *spanParser) ws() {
	for p.i < len(p.d) && (p.d[p.i] == ' ' || p.d[p.i] == '\t' || p.d[p.i] == '\n' || p.d[p.i] == '\r') {
		p.i++
	}
}

// value parses a value of valid JSON at p.i.
func (p *spanParser) value(depth int) *span {
	if depth > MaxDepth {
		return nil
	}
	v := &span{start: p.i}
	switch c := p.d[p.i]; c {
	case '{':
		v.kind = 'o'
		p.i++
		for {
			p.ws()
			if p.d[p.i] == '}' {
				p.i++
				break
			}
			if p.d[p.i] == ',' {
				p.i++
				continue
			}
			ks := p.i
			p.skipString()
			var key string
			json.Unmarshal(p.d[ks:p.i], &key)
			p.ws()
			p.i++ // :
			p.ws()
			kid := p.value(depth + 1)
			if kid == nil {
				return nil
			}
			v.keys, v.kids = append(v.keys, key), append(v.kids, kid)
		}
	case '[':
		v.kind = 'a'
		p.i++
		for {
			p.ws()
			if p.d[p.i] == ']' {
				p.i++
				break
			}
			if p.d[p.i] == ',' {
				p.i++
				continue
			}
			kid := p.value(depth + 1)
			if kid == nil {
				return nil
			}
			v.kids = append(v.kids, kid)
		}
	case '"':
		v.kind = 's'
		p.skipString()
	case 't':
		v.kind = 't'
		p.i += 4
	case 'f':
		v.kind = 'f'
		p.i += 5
	case 'n':
		v.kind = 'z'
		p.i += 4
	default:
		v.kind = 'n'
		for p.i < len(p.d) && (p.d[p.i] == '-' || p.d[p.i] == '+' || p.d[p.i] == '.' || p.d[p.i] == 'e' || p.d[p.i] == 'E' || p.d[p.i] >= '0' && p.d[p.i] <= '9') {
			p.i++
		}
	}
	v.end = p.i
	return v
}

func (p *spanParser) skipString() {
	p.i++ // "
	for p.i < len(p.d) {
		switch p.d[p.i] {
		case '\\':
			p.i += 2
		case '"':
			p.i++
			return
		default:
			p.i++
		}
	}
}
