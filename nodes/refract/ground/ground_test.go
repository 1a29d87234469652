package ground

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// cands returns a request's candidates as "kind:text" strings.
func cands(r *Request) []string {
	var out []string
	for _, c := range r.Candidates() {
		out = append(out, c.Kind.String()+":"+c.Text)
	}
	return out
}

// candidate returns the candidate cands writes as span ("kind:text") that
// the request's reading holds first.
func candidate(g *Grounder, text, span string) (Candidate, bool) {
	for _, x := range g.Read(text).Candidates() {
		if x.Kind.String()+":"+x.Text == span {
			return x, true
		}
	}
	return Candidate{}, false
}

func TestReadCandidates(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct {
		text      string
		want, not []string
	}{
		// a name stops at a sentence's end; a tail of a name is a candidate
		{"Compare the Tesla Model S with others.", []string{"name:Tesla Model S", "name:Model S"}, nil},
		{"Monitor sales in Region X. Following this, report.", []string{"name:Region X"}, []string{"name:Region X Following", "name:X Following"}},
		{"Process it.Then stop.", nil, []string{"path:it.Then"}},
		{"Then stop.Then go.", nil, []string{"name:Then"}},
		{"Open ./data/input.csv, ../x/y.txt and ~/notes/a.md.", []string{"path:./data/input.csv", "path:../x/y.txt", "path:~/notes/a.md"}, []string{"path:/data/input.csv"}},
		// dates in any common form, a range's year carried back
		{"from 2024-08-15 to 08/18/2024", []string{"date:2024-08-15", "date:08/18/2024"}, nil},
		{"Find hotels from August 15 to August 18, 2024.", []string{"date:August 15", "date:August 18, 2024"}, nil},
		{"on 15 August 2024 at 10:30 AM", []string{"date:15 August 2024", "time:10:30 AM", "datetime:15 August 2024 at 10:30 AM"}, []string{"code:AM"}},
		// a time written in one word; "may" in lowercase is no month
		{"Meet at 7pm or at 11AM.", []string{"time:7pm", "time:11AM"}, []string{"number:7pm", "code:11AM"}},
		{"You may 3 times try it in 2024.", nil, []string{"date:may 3"}},
		// a date without its year, in a request with no year, is no date
		{"Departing on August 1st and returning on the 6th of August.", nil, []string{"date:August 1st", "date:6th of August", "number:1st"}},
		// numbers with their units, thousands, percents, ranges of words
		{"a budget of $50,000 and 8 cores at 85% for a 24-hour period", []string{"number:50,000", "number:8", "number:85", "number:24-hour"}, []string{"code:24-hour", "number:50"}},
		// a number joined by a hyphen to capitals that are no unit is a
		// code; to a unit in capitals, a number
		{"for match id 7731-X, on a 16-GB card", []string{"code:7731-X", "number:16-GB"}, []string{"number:7731-X"}},
		// a rate's words are the number's unit: "per second" holds no ordinal
		{"a speed of 300 meters per second.", []string{"number:300"}, []string{"number:second"}},
		// a plus sign is written with the number; C++'s is not
		{"text +1234567890 in C++11", []string{"number:+1234567890", "number:11"}, []string{"number:1234567890", "number:+11"}},
		// codes, e-mail addresses, URLs, paths; a unit after a number is no name
		{"order ABC123 for ann@example.com at https://x.io/a from /tmp/a.txt, 500 Newtons", []string{"code:ABC123", "email:ann@example.com", "url:https://x.io/a", "path:/tmp/a.txt"}, []string{"name:Newtons"}},
		// a degree's scale is no name, written as a letter or a word
		{"with a temperature of 20.0 °C, or 68°F, or 20 degrees Celsius.", []string{"number:20.0", "number:68", "number:20"}, []string{"name:C", "name:F", "name:Celsius"}},
		// a URL's path and query, a path's folders and an address's parts hold no values of their own
		{`Encode https://example.com/Path?q=1&x=2 and C:\Users\Ann\report.docx for Bob.Smith@Acme.com`,
			[]string{"url:https://example.com/Path?q=1&x=2", `path:C:\Users\Ann\report.docx`, "email:Bob.Smith@Acme.com"},
			[]string{"number:1&x", "number:2", "name:Users", "name:Ann", "name:Bob", "path:/example.com/Path"}},
		{"Convert 100 USD to EUR.", []string{"code:USD", "code:EUR"}, nil},
		// a repository or a branch, two lowercase names and a slash; not
		// two units, not a stop word's pair
		{"Open a PR in acme/webapp from fix/rounding into main at 3 km/h and/or 2 kg/s.", []string{"code:acme/webapp", "code:fix/rounding"}, []string{"code:and/or", "code:kg/s"}},
		// a lowercase hyphenated name after a naming verb is an identifier;
		// elsewhere it is a compound word
		{"Spin up a cluster named etl-batch for a well-known team.", []string{"code:etl-batch"}, []string{"code:well-known"}},
		// ISO's month of a year is a date; a code's two numbers are not
		{"How much did I spend on groceries in 2025-01? Account 4410-22.", []string{"date:2025-01"}, []string{"date:4410-22"}},
		// a list cut inside an item is none
		{"What's my GPA with grades A, B+, A- and C?", nil, []string{"list:A, B"}},
		// two times joined by a hyphen are two times
		{"Book the Great Hall on 2025-06-01, 13:00-17:00, or 9am-5pm", []string{"time:13:00", "time:17:00", "time:9am", "time:5pm"}, []string{"code:13:00-17:00"}},
		// a negative number is an item of a list
		{"Sort these in ascending order: 10, -3, 7, 0", []string{"list:10, -3, 7, 0"}, []string{"list:-3, 7, 0"}},
		// digit groups joined by marks are codes: addresses, phone numbers, versions
		{"IP address 192.168.1.1 and mask 255.255.255.0, call 555-123-4567, version 1.2.3", []string{"code:192.168.1.1", "code:255.255.255.0", "code:555-123-4567", "code:1.2.3"}, []string{"number:192.168"}},
		// a phone number in groups is one code; a number's unit is a word
		// right after it
		{"Call +1 (415) 555-0100 or (415) 555-0199, or +44 20 7946 0958.", []string{"code:+1 (415) 555-0100", "code:(415) 555-0199", "code:+44 20 7946 0958"}, []string{"number:+1", "number:415"}},
		{"Add 2 items, then 3 4 5 and (6).", []string{"number:2", "number:3", "number:6"}, []string{"code:3 4 5", "code:(6)"}},
		// lists of names, quoted strings and numbers; a chain with "and" then commas is two lists
		{`with characters Odin, Freya, and Thor set in Asgard`, []string{"list:Odin, Freya, and Thor"}, []string{"list:characters Odin, Freya, and Thor set"}},
		{`tasks "S1", "S2", and "S3"`, []string{`list:S1", "S2", and "S3`}, nil},
		{"figures 1, 2, 3 and 6, 7, 8 respectively", []string{"list:1, 2, 3", "list:6, 7, 8"}, nil},
		// codes make lists too
		{"with the UART, SPI, and I2C peripherals enabled", []string{"list:UART, SPI, and I2C"}, nil},
		// acronyms join a list of names, which a code of digits does not
		{"The key terms are AI, Healthcare, and Technology; fly to Paris, NYC or Rome", []string{"list:AI, Healthcare, and Technology", "list:Paris, NYC or Rome"}, []string{"list:Healthcare, and Technology"}},
		{"Compare Tokyo, X42 and Osaka", nil, []string{"list:Tokyo, X42 and Osaka"}},
		// a code of digit groups and the digits after it may be one
		// identifier (a sort code and an account number): both are read
		{"to account 30-11-09 12345678, order 4471-882 12 units", []string{"code:30-11-09 12345678", "code:30-11-09", "code:4471-882"}, []string{"code:4471-882 12"}},
		// a name begins with its title, and "Ring" opens a request as
		// "Call" does; a street's "St" is no title
		{"See Dr. Okafor at noon. Ring Tom. Cycle from 15 Elm St to 800 Tech Park Blvd", []string{"name:Dr. Okafor", "name:Tom"}, []string{"name:See Dr. Okafor", "name:Ring Tom", "name:Elm"}},
		// a national phone number: its trunk 0 opens ten or eleven digits
		{"mobile: 07700 900123, or 020 7946 0958; not order 0012 3456", []string{"code:07700 900123", "code:020 7946 0958"}, []string{"code:0012 3456"}},
		// a word of a script without capitals stands out as a name in a
		// request written in one with them, wherever it stands; in a
		// request of its own script it does not
		{"東京 weather? Then call 李明 now", []string{"name:東京", "name:李明"}, nil},
		{"明天 东京 天气", nil, []string{"name:东京", "name:明天"}},
		// values written as programs write them: a cron schedule, a glob,
		// a version with its constraint; no emphasis and no product
		{"Run it at 0 2 * * * or */15 9-17 * * 1-5 on *.log and src/**/*.go; pin lodash to ^4.17.21, requests ==2.31.0. **Bold** 2*3.5",
			[]string{"code:0 2 * * *", "code:*/15 9-17 * * 1-5", "code:*.log", "code:src/**/*.go", "code:^4.17.21", "code:==2.31.0"},
			[]string{"code:**Bold**", "code:4.17.21"}}, // ("2*3.5" is an expression's, no glob's: TestFillExpressions)
		// arithmetic and chemical expressions, as written; no range, no
		// fraction, no code's hyphen, no key's equals sign, no words
		{"Solve 2x + 3 = 7, then (3 + 4) * 5, sin(pi/2) + 1, x^2 and e - 1; balance Fe + O2 -> Fe2O3 or H2 + O2 → H2O.",
			[]string{"code:2x + 3 = 7", "code:(3 + 4) * 5", "code:sin(pi/2) + 1", "code:x^2", "code:e - 1", "code:Fe + O2 -> Fe2O3", "code:H2 + O2 → H2O"},
			[]string{"code:Fe + O2 -> Fe2O3."}},
		{"ages 10 - 20, 3 / 4 cup, SKU-123, 2025-09-01, a/b, width=1200, cats + dogs, Booking ref K9ZT4M - I'd like it",
			nil, []string{"code:10 - 20", "code:3 / 4", "code:width=1200", "code:cats + dogs", "code:K9ZT4M - I"}},
		// a single quote inside a single-quoted string, after a space,
		// opens one its own mark closes; an elision's mark opens none
		{"Set the title to 'Rock 'n' Roll Hall of Fame'. Rename ‘Summer ’24’ to ‘Summer 2024’; say 'hi' to 'Bob', it's 'ok'",
			[]string{"quoted:Rock 'n' Roll Hall of Fame", "quoted:Summer ’24", "quoted:Summer 2024", "quoted:hi", "quoted:Bob", "quoted:ok"},
			[]string{"quoted:Rock 'n"}},
		// a range written with a hyphen is its two ends too; a score, a
		// phone number, a date's parts are not
		{"Extract pages 3-7 of report.pdf. Score 2-1, call 555-0100 or 1-800-555-0000",
			[]string{"code:3-7", "number:3", "number:7"},
			[]string{"number:2", "number:1", "number:555", "number:800"}},
		// a question mark ends a question, no glob: "E11.9?"
		{"What is ICD-10 E11.9? Or file?.txt", []string{"code:E11.9", "code:file?.txt"}, []string{"code:E11.9?"}},
		// a schedule inside its bracket and one with a day's name; colors
		// in hex with their mark (a tag of lowercase letters stays a
		// tag, a ticket's digits a number), functions of numbers, MAC
		// addresses
		{"every five minutes (*/5 * * * *), or at 0 9 * * MON; make it #FF5733 or #0a74da, not #fab or ticket #4521; rgb(34, 139, 34) and hsl(210, 50%, 40%); allow aa-bb-cc-dd-ee-ff and 3C:22:FB:9A:10:7E",
			[]string{"code:*/5 * * * *", "code:0 9 * * MON", "code:#FF5733", "code:#0a74da", "code:rgb(34, 139, 34)", "code:hsl(210, 50%, 40%)", "code:aa-bb-cc-dd-ee-ff", "code:3C:22:FB:9A:10:7E"},
			[]string{"code:FF5733", "code:#4521", "code:0a74da"}},
		// URLs of any scheme; a folder at the root, not an endpoint's
		// path; a call written out in a code quote is its arguments
		{"back up source=/etc and ./photos, ~/notes to s3://cfg-bak, then gs://a-b/x; GET /forecast?city=Paris; run `resize(folder='uploads/2025', width=640)` or 'f(x) is fine'",
			[]string{"path:/etc", "path:./photos", "path:~/notes", "url:s3://cfg-bak", "url:gs://a-b/x", "quoted:uploads/2025", "quoted:f(x) is fine"},
			[]string{"code:s3", "path:/forecast", "quoted:resize(folder='uploads/2025', width=640)"}},
		// a host and its port are the two, and the whole; no time, no
		// ratio
		{"Is redis.internal:6379 reachable? ECONNREFUSED 127.0.0.1:5432 at 10:30, ratio 1.5:3",
			[]string{"code:redis.internal", "number:6379", "code:redis.internal:6379", "code:127.0.0.1", "number:5432", "time:10:30"},
			[]string{"code:1.5", "number:3", "number:30"}},
		// a package pinned to its version is the two, and the whole (no
		// e-mail address); a verb of installing opens no name
		{"Install lodash@4.17.21 and left-pad@1.3.0, mail bob@x.io; Upgrade Python to 3.12.",
			[]string{"code:lodash", "code:4.17.21", "code:lodash@4.17.21", "code:left-pad", "code:1.3.0", "email:bob@x.io", "name:Python"},
			[]string{"email:lodash@4.17.21", "name:Upgrade Python"}},
		// an identifier after its namespace: a label's namespace ("doi",
		// "arXiv") names it and is no value, another's is a value too,
		// and the whole a rival; a time, a sheet's range and a URN are
		// none; a share class's ticker is one code, a cashtag of one
		// letter a code
		{"Get doi:10.1038/nature12373 and arXiv:1706.03762v7; quote NASDAQ:TSLA, BRK.B and $F at 10:30, not G2:G200 or urn:isbn:0451450523",
			[]string{"code:10.1038/nature12373", "code:1706.03762v7", "code:NASDAQ:TSLA", "code:NASDAQ", "code:TSLA", "code:BRK.B", "code:F"},
			[]string{"code:doi:10.1038/nature12373", "code:arXiv:1706.03762v7", "code:doi", "code:BRK", "code:G2", "code:urn", "code:isbn:0451450523"}},
		// a quarter or a half with its year is one period, a rival of
		// the code alone; a possessive ends a name before a code
		{"What was Acme's revenue in Q3 2024, and in h1 2025? Get Initech's Q4 2023 revenue",
			[]string{"code:Q3 2024", "code:Q3", "code:h1 2025", "code:Q4 2023", "name:Initech"},
			[]string{"name:Initech's Q4", "code:Q5 2024"}},
		// a size written as one word is two or three numbers and the word; not a
		// term of algebra
		{"Set 1920x1080, a 5x7 ft rug, a 9x6x4 box; maximize 3x1 + 5x2",
			[]string{"number:1920", "number:1080", "code:1920x1080", "number:5", "number:7", "number:9", "number:6", "number:4", "code:9x6x4"},
			[]string{"number:3", "number:1"}},
		// paths: a hidden folder's, a folder's closing slash, a Windows
		// path with a space in a folder's name
		{"Read ~/.ssh/config, copy /srv/data/export.csv into /mnt/archive/ and open C:\\Program Files\\App\\config.ini then D:\\x.txt now",
			[]string{"path:~/.ssh/config", "path:/mnt/archive/", "path:C:\\Program Files\\App\\config.ini", "path:D:\\x.txt"},
			[]string{"code:ssh/config", "path:/mnt/archive", "path:C:\\Program"}},
		// a bulleted list's items are a list; a form's bulleted fields
		// are not
		{"Invite these:\n- tom@corp.com\n- sue@corp.com\nThen:\n- name: Ann Lee\n- manager: Bob Roy", []string{"list:tom@corp.com\n- sue@corp.com"}, []string{"list:Ann Lee\n- manager: Bob Roy"}},
		// times said in words or as much of Europe writes them; a number
		// alone, or a quarter of a thing, is no time
		{"at noon, half past six in the evening, a quarter to eight in the morning, 8 o'clock, 3 in the afternoon, 17h30, 19:45h, 9.30am; 3 apples, a quarter of the pie",
			[]string{"time:noon", "time:half past six in the evening", "time:a quarter to eight in the morning", "time:8 o'clock", "time:3 in the afternoon", "time:17h30", "time:19:45h", "time:9.30am"},
			[]string{"time:3", "time:a quarter of the pie", "code:19:45h"}},
		// addresses whose street comes before the house number, the
		// postcode before the town
		{"Ship to Rue de Rivoli 99, 75001 Paris, or Calle Mayor 5, Madrid, or Hauptstraße 12, 10115 Berlin; near Keizersgracht 123, Amsterdam. Via Roma is nice; Room 101.",
			[]string{"address:Rue de Rivoli 99, 75001 Paris", "address:Calle Mayor 5, Madrid", "address:Hauptstraße 12, 10115 Berlin", "address:Keizersgracht 123, Amsterdam"},
			[]string{"address:Via Roma", "address:Room 101"}},
		// "Av." is an abbreviation, no sentence's end
		{"Ship 4 kg to Av. Paulista 1000, São Paulo.", []string{"address:Av. Paulista 1000, São Paulo"}, []string{"name:Av"}},
		// a multiplier is a count, up to 20; a name takes no two numbers
		{"Pizza x3, 2x burger, an x86 box, a 4x4 truck; bk Nopa 4 2 at 8:30pm", []string{"number:x3", "number:2x", "name:Nopa"}, []string{"number:x86", "name:Nopa 4 2", "name:Nopa 4"}},
		// a state's code after its city is none
		{"from San Francisco, CA and Austin, TX", nil, []string{"list:San Francisco, CA", "list:CA and Austin", "list:San Francisco, CA and Austin"}},
		// a measure of a thing is the thing
		{"vodka, orange juice, and a splash of lime", []string{"list:vodka, orange juice, and a splash of lime"}, nil},
		// a language's marks are part of its name
		{"skills in Python, Java, and C++; also C#", []string{"list:Python, Java, and C++", "name:C#"}, []string{"name:C"}},
		// the pronoun I, contracted or not, is no name
		{"Then, I'd like it sent to Ann. I’m sure I will.", []string{"name:Ann"}, []string{"name:I'd", "name:I’m", "name:I"}},
		// initials and titles are part of a name, and end no sentence; a
		// label's one letter does
		{"Find the book by J.K. Rowling in the library. Then stop.", []string{"name:J.K. Rowling"}, []string{"path:J.K", "name:Rowling in"}},
		{"Read it by J. R. R. Tolkien and call Dr. Jane Smith.", []string{"name:J. R. R. Tolkien", "name:Dr. Jane Smith"}, nil},
		{"Ship it to Warehouse A. The truck leaves at noon.", []string{"name:Warehouse A"}, []string{"name:Warehouse A. The"}},
		// two particles inside a name
		{"Email Dr. Ana de la Cruz and Ludwig van der Rohe today", []string{"name:Dr. Ana de la Cruz", "name:Ludwig van der Rohe"}, nil},
		// a middle initial, a name of two capitalized words after it
		{"Who is Ursula K. Le Guin? Go to Studio B. Bring snacks.", []string{"name:Ursula K. Le Guin", "name:Studio B"}, []string{"name:Studio B. Bring"}},
		// a sentence's first word is no name for being capitalized
		{"Scrutinize the margin for ACME.", []string{"code:ACME"}, []string{"name:Scrutinize"}},
		{`Play "Hey Jude" by The Beatles.`, []string{"quoted:Hey Jude", "name:The Beatles"}, []string{"name:Play"}},
		// a company's legal name may hold an "and", a rival of the name
		// after it; a person's may not
		{"file it for Kettle and Crumb Bakery LLC, and invite Tom and Jerry Smith", []string{"name:Kettle and Crumb Bakery LLC", "name:Crumb Bakery LLC", "name:Jerry Smith"},
			[]string{"name:Tom and Jerry Smith"}},
		// a request written in capitals: its words of letters are no codes
		// and no names for that; its acronyms stay codes
		{"WHERE IS MY PACKAGE 1Z999AA10123456784??? CONVERT 100 USD TO EUR", []string{"code:1Z999AA10123456784", "code:USD", "code:EUR"},
			[]string{"code:WHERE", "code:PACKAGE", "name:IS MY PACKAGE 1Z999AA10123456784", "name:CONVERT"}},
		// a possessive ends a name before a lowercase word; before a number
		// the name with it is a rival (a count of songs, or Levi's 501)
		{"What are Kendrick Lamar's most popular songs? Find a Levi's 501 jacket", []string{"name:Kendrick Lamar", "name:Levi", "name:Levi's 501"},
			[]string{"name:Kendrick Lamar's most"}},
		// a query string's "&" parts its fields, where AT&T's joins a name;
		// a field whose value is fields of its own is no value
		{"GET /forecast?city=Paris&days=3 from AT&T", []string{"name:Paris", "number:3", "code:AT&T"}, []string{"name:Paris&days", "code:Paris&days"}},
		{"forecast: city=Oslo, days=5", []string{"name:Oslo", "number:5"}, []string{"quoted:city=Oslo, days=5"}},
		// a brand written with a lowercase letter before a capital is a name
		{"Is the iPhone 16 Pro cheaper on eBay?", []string{"name:iPhone 16 Pro", "name:eBay"}, nil},
		// a company's legal name goes on through its suffix after a comma
		{"an NDA between Acme Robotics, Inc. and Tanaka Trading Co., Ltd., effective 2025-10-01", []string{"name:Acme Robotics, Inc.", "name:Tanaka Trading Co., Ltd."},
			[]string{"name:Acme Robotics", "name:Inc."}},
		// nor is an identifier's label before a code alone
		{"Is SKU P-10442 in stock? ID 12345 too", []string{"code:P-10442", "number:12345"}, []string{"name:SKU P-10442", "name:ID 12345", "code:SKU", "code:ID"}},
		// a line break ends a name and a label: a form's value is no label
		// of the next line's field
		{"New hire:\nName: Aisha Bello\nDepartment: Finance\nBadge for Hannah Lee\nBerlin office", []string{"name:Aisha Bello", "name:Finance", "name:Hannah Lee", "name:Berlin"},
			[]string{"name:Hannah Lee\nBerlin", "name:Department"}},
		// nor before a code alone, which its word opens as a verb or a kind;
		// a name the code carries on stays one
		{"Reimburse E-7002 $86.40 for lunch. Flight UA123 is late. Galaxy S21 Ultra.", []string{"code:E-7002", "code:UA123", "name:Galaxy S21 Ultra"},
			[]string{"name:Reimburse E-7002", "name:Flight UA123"}},
		// nor an imperative that is a noun as often, nor a common word's contraction
		{"Email John Smith the report. Text Maria too.", []string{"name:John Smith", "name:Maria"}, []string{"name:Email John Smith", "name:Text Maria"}},
		{"Enter Mei Tanaka for Trinity grade 3. Incorporate Northstar Health in NY.", []string{"name:Mei Tanaka", "name:Northstar Health"}, []string{"name:Enter Mei Tanaka", "name:Incorporate Northstar Health"}},
		{"Cancel AP-40400. Rebook Lena Fischer 2026-05-06 09:40.", []string{"name:Lena Fischer"}, []string{"name:Rebook Lena Fischer"}},
		// a country the lexicon codes is a name at a sentence's start too
		{"Germany work visa from India: find the embassy.", []string{"name:Germany", "name:India"}, nil},
		// a house number before a street's kind is an address
		{"need the roof raked at 4 Pine Knoll, it's a 2 story", []string{"address:4 Pine Knoll"}, []string{"name:Pine Knoll"}},
		// a street in lowercase after a locative, its kind ending the clause
		{"locked out of my car at 500 harbor blvd, can someone be here within 45 min", []string{"address:500 harbor blvd"}, nil},
		{"get me to 12 old mill road and buy 2 express lane passes at 3 pm", []string{"address:12 old mill road"}, []string{"address:2 express lane", "address:3 pm"}},
		{"we went to 3 bus lane meetings", nil, []string{"address:3 bus lane"}},
		{"What's NVDA trading at? Let's see.", []string{"code:NVDA"}, []string{"name:What's NVDA", "name:What's"}},
		// a house number and a street are an address, with the parts after
		// commas that end at a comma, a connector or the sentence's end; the
		// number and the street's name are no values of their own
		{"Ship it to 221B Baker Street, London by Friday.", []string{"address:221B Baker Street, London", "name:London"}, []string{"number:221B", "name:Baker Street", "list:Baker Street, London"}},
		{"Deliver to 123 Main Street, Cityville, 90210 at 10:00 AM.", []string{"address:123 Main Street, Cityville, 90210", "time:10:00 AM"}, []string{"number:123", "name:Main Street"}},
		{"Meet at 5 Oak Lane, Springfield, IL 62704.", []string{"address:5 Oak Lane, Springfield, IL 62704"}, nil},
		{"Ship it to 42 Elm Street, Portland, OR 97201 instead.", []string{"address:42 Elm Street, Portland, OR 97201"}, nil},
		// a state's code closes the address, whatever follows it
		{"The property at 48 Juniper Court, Boise, ID needs an appraisal.", []string{"address:48 Juniper Court, Boise, ID"}, []string{"address:48 Juniper Court, Boise"}},
		{"Deliver to 9 Harbour Road, Wollongong, NSW before noon.", []string{"address:9 Harbour Road, Wollongong, NSW"}, nil},
		// right after the street a code is a part only as a postcode: a
		// priority or a unit's code is a value of its own
		{"Fall at 5 Birch Lane, P3, send Medic 9.", []string{"address:5 Birch Lane", "code:P3"}, []string{"address:5 Birch Lane, P3"}},
		{"Fire at 9 Mill Road, Leeds, LS1 4AB, send two crews.", []string{"address:9 Mill Road, Leeds, LS1 4AB"}, nil},
		// a rise, a view, a vale and heights are streets' kinds too
		{"Site visit to 3 Orchard Rise, Frome on 2027-05-12", []string{"address:3 Orchard Rise, Frome"}, []string{"number:3", "name:Orchard Rise"}},
		{"Deliver to 17 Lake View, Keswick by noon.", []string{"address:17 Lake View, Keswick"}, nil},
		// and a yard, steps, a parade, a croft and a chase
		{"CM-77 goes to 8 Tanner's Yard, Ludlow", []string{"address:8 Tanner's Yard, Ludlow"}, []string{"number:8"}},
		{"Deliver it to 3 Mill Steps, Bewdley on Friday", []string{"address:3 Mill Steps, Bewdley"}, nil},
		// a name runs on through a number, not through an amount
		{"Invoice Société Générale 9.800 EUR, due 2025-12-15.", []string{"name:Société Générale"}, []string{"name:Société Générale 9.800 EUR"}},
		// a flat or suite before the street is the address's
		{"Arrange a cleaner for Flat 2, 14 Queen Street, Edinburgh on 2025-09-09.", []string{"address:Flat 2, 14 Queen Street, Edinburgh"}, []string{"address:14 Queen Street, Edinburgh"}},
		// a street numbered by an ordinal is a name, no number
		{"Find a pharmacy near 5th Avenue, or deliver to 350 5th Avenue, New York by noon.", []string{"name:5th Avenue", "address:350 5th Avenue, New York"}, []string{"number:5th", "name:5th"}},
		{"Take the lift to the 5th floor.", []string{"number:5th"}, nil},
		{"Ship it to 10 Downing St., London by Friday.", []string{"address:10 Downing St., London"}, nil},
		{"Meet at 10 Main Street, John will be there.", []string{"address:10 Main Street", "name:John"}, []string{"address:10 Main Street, John"}},
		{"Monitor pollution in 1234 Industrial Park Road connected to it.", []string{"address:1234 Industrial Park Road"}, []string{"name:Park Road", "name:Road"}},
		// a quoted sentence keeps its period; a quotation mark ends a name
		{`Share the message "Gather data from the lab." Then stop.`, []string{"quoted:Gather data from the lab."}, []string{"quoted:Gather data from the lab"}},
		{`Say "Hi." to Ann.`, []string{"quoted:Hi.", "name:Ann"}, []string{"name:Say"}},
		// backticks and guillemets quote too
		{"File a ticket titled `Typo on pricing page` then comment «Fixed in v2».", []string{"quoted:Typo on pricing page", "quoted:Fixed in v2"}, []string{"name:Typo"}},
		// after a naming verb a title may go on in lowercase: both spans are read
		{"Set up a meeting called Budget sync on June 3.", []string{"name:Budget", "name:Budget sync"}, []string{"name:Budget sync on"}},
		{"Add a guest named John Doe with email ann@x.io.", []string{"name:John Doe"}, []string{"name:John Doe with"}},
		{"Make a folder called Tax 2025 inside Personal.", []string{"name:Tax", "name:Tax 2025"}, nil},
		// a verb that opens a request is no part of the name after it
		{"Enroll Priya Shah in Creative Writing. Sign Maya Lopez up too.", []string{"name:Priya Shah", "name:Maya Lopez"}, []string{"name:Enroll Priya Shah", "name:Sign Maya Lopez"}},
		// a request written as a form: each field's value is read as a
		// quoted string is, unless it is a value of another kind already;
		// a label is no name, nor a word capitalized for opening a value
		{"new user pls - username: mchen, email: m.chen@acme.io, role: editor", []string{"quoted:mchen", "email:m.chen@acme.io", "quoted:editor"}, []string{"quoted:m.chen@acme.io"}},
		{"Please create an employee record:\n- Name: Dana Whitfield\n- Department: Finance\n- Salary: 78000", []string{"name:Dana Whitfield", "name:Finance", "number:78000"}, []string{"name:Department", "name:Salary", "quoted:78000"}},
		{"Email sam@corp.com? Subject: Offsite agenda. Body: Draft attached, comments by Friday.", []string{"quoted:Offsite agenda", "quoted:Draft attached, comments by Friday"}, []string{"name:Offsite", "name:Subject"}},
		// an elided article before a capital goes on a name
		{"When does the Musée d'Orsay open?", []string{"name:Musée d'Orsay"}, nil},
		// a name stops where a date or a time begins
		{"is possible to see doctor Lindqvist 2025-05-06 16:15?", []string{"name:Lindqvist", "datetime:2025-05-06 16:15"}, []string{"name:Lindqvist 2025-05-06 16:15"}},
		// an ampersand joins the words of one name
		{"order a plated dinner from Olive & Vine for 60", []string{"name:Olive & Vine"}, nil},
		// an address's town ends at a participle that opens a phrase of its
		// own
		{"Ship it to 1600 Amphitheatre Pkwy, Mountain View weighing 5.2 kg", []string{"address:1600 Amphitheatre Pkwy, Mountain View"}, []string{"address:1600 Amphitheatre Pkwy"}},
		// street addresses in a list, by semicolons or "and"
		{"Plan a route with stops: 12 Harbor Rd; 88 Mill Lane; 5 Station Sq. No tolls.", []string{"list:12 Harbor Rd; 88 Mill Lane; 5 Station Sq"}, nil},
		{"Route VAN-03 through 1 Main St and 400 Elm St, then tell dispatch", []string{"list:1 Main St and 400 Elm St"}, nil},
		// a separator between fields is no part of a value
		{"Room: 1010 / Issue: TV remote missing / Severity: low", []string{"quoted:TV remote missing", "quoted:low"}, []string{"quoted:TV remote missing /"}},
		// an amount is a number, in a field too
		{"Order: 55120\nAmount: $42.00\nReason: arrived broken", []string{"number:55120", "number:42.00", "quoted:arrived broken"}, []string{"quoted:$42.00"}},
		// a run of capitalized words opening a field's value is a name still
		{"Compare goals: Harry Kane vs Robert Lewandowski", []string{"name:Harry Kane", "name:Robert Lewandowski"}, nil},
		{"Log $23.80 at Blue Bottle Coffee (category: meals) now; cuisine: Korean", []string{"quoted:meals", "demonym:Korean"}, []string{"quoted:meals) now"}},
		{"the following grades: Grades: [A, B, C], Credit Hours: [3, 3, 3].", []string{"list:A, B, C", "list:3, 3, 3"}, []string{"quoted:[A, B, C]"}},
		// not a time, a URL, or a sentence before a colon
		{"Translate https://docs.x.com/a into French at 10:30.", []string{"url:https://docs.x.com/a", "time:10:30"}, []string{"quoted://docs.x.com/a into French at 10:30"}},
		{"Check the following statement: it rains in Spain.", nil, []string{"quoted:it rains in Spain"}},
		// a title's "of the" is inside it
		{"Find The Name of the Wind by Patrick Rothfuss.", []string{"name:The Name of the Wind", "name:Patrick Rothfuss"}, nil},
		// a day or a month opens a name when a capitalized word carries it
		// on; before a date's number, year or another day it stays a date
		{"Make a playlist called Sunday Morning and play it.", []string{"name:Sunday Morning"}, nil},
		{"Fill in the March Madness bracket.", []string{"name:March Madness"}, nil},
		{"Meet on Monday March 3, 2025 or in June 2025.", nil, []string{"name:Monday March", "name:June"}},
		// a tag or a channel keeps its mark; an order's number does not
		{"Post it in #releases, tag #ai, order #A-10293, in C#.", []string{"code:#releases", "code:#ai", "code:A-10293", "name:C#"}, []string{"code:#A-10293"}},
		// two digit groups joined by a hyphen are a code, not nothing
		{"Move it from account 4410-22, text 555-1234, ages 25-34.", []string{"code:4410-22", "code:555-1234", "code:25-34"}, nil},
	} {
		got := cands(g.Read(c.text))
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("Read(%q): no %s in %q", c.text, w, got)
			}
		}
		for _, w := range c.not {
			if slices.Contains(got, w) {
				t.Errorf("Read(%q): %s should not be read, in %q", c.text, w, got)
			}
		}
	}
}

// Values read from the forms people write them in: dates (a date's text
// is kept, for writing it back in its form), a year taken from a date of
// the range, scales. An empty want is no such candidate.
func TestReadValues(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct{ text, span, want string }{
		// dates and times
		{"Meet on 15/08/2024.", "date:15/08/2024", "2024-08-15"},           // no month 15: day first
		{"Stakes x300, binders x150", "number:x300", "300"},                // a multiplier after a plural counts it, however many
		{"Meet on 08/15/2024.", "date:08/15/2024", "2024-08-15"},           // month first
		{"Meet on 05.06.2024.", "date:05.06.2024", "2024-06-05"},           // dotted: day first
		{"Due by 31-12-2024.", "date:31-12-2024", "2024-12-31"},            // no month 31
		{"Due by 15-Aug-2024.", "date:15-Aug-2024", "2024-08-15"},          // day, month's abbreviation, year
		{"Due Aug. 15, 2024 at noon.", "date:Aug. 15, 2024", "2024-08-15"}, // the abbreviation's period ends no sentence
		{"Start at 2024-08-15T10:00:00Z please.", "datetime:2024-08-15T10:00:00Z", "2024-08-15 10:00"},
		{"Start at 2024-08-15T10:00:00Z please.", "date:2024-08-15", "2024-08-15"},
		{"Start on 2024-08-15 10:00:00 please.", "time:10:00:00", "10:00"},
		{"Start on 2024-08-15 10:00:00 please.", "datetime:2024-08-15 10:00:00", "2024-08-15 10:00"},
		{"Due by 05-06-2024.", "code:05-06-2024", "05-06-2024"}, // either day or month first: no date
		// a year of two digits where one number is above any month: the
		// day ("Theo Park 6/14/27" was a name running into a path); "3/4/27"
		// could be either and is no date
		{"sesh w/ coach Dani Ruiz for Theo Park 6/14/27", "date:6/14/27", "2027-06-14"},
		{"sesh w/ coach Dani Ruiz for Theo Park 6/14/27", "name:Theo Park", "Theo Park"},
		{"Ship it on 25/12/26.", "date:25/12/26", "2026-12-25"},
		{"Ship it on 3/4/27.", "path:3/4/27", "3/4/27"},
		// a date said aloud: an ordinal's word after a month's name, a
		// year said in words (a probe request: asked)
		{"a fifteen foot truck on July second twenty twenty seven for Renee Okoye", "date:July second twenty twenty seven", "2027-07-02"},
		{"Pick it up on July second 2027.", "date:July second 2027", "2027-07-02"},
		{"Born the fourteenth of June two thousand and nine.", "date:fourteenth of June two thousand and nine", "2009-06-14"},
		{"Closed June 5 nineteen ninety nine.", "date:June 5 nineteen ninety nine", "1999-06-05"},
		{"Closed June 5 twenty oh nine.", "date:June 5 twenty oh nine", "2009-06-05"},
		{"Book May 3 for twenty people.", "number:twenty", "20"},
		// a number's possessive is no part of it: "Room 2's monitor" (a
		// probe request: "2's" was a room's wrong value)
		{"Room 2's monitor is buzzing.", "number:2", "2"},
		// a date without its year takes the year of a date of its range:
		// one a few words from it in its sentence; another date's year is
		// not taken
		{"Book the room from August 5, 2024 to August 9.", "date:August 9", "2024-08-09"},
		{"Fly on Dec 3 and return Dec 10, 2025. The report is due 2026-01-05.", "date:Dec 3", "2025-12-03"},
		{"Reserve it from the 5th of May to 9 May 2024, please.", "date:5th of May", "2024-05-05"},
		{"Pay on 2024-01-02 please, or on May 4 at 7pm.", "datetime:May 4 at 7pm", "2024-05-04 19:00"},
		{"I land on 3 March 2024. On the 5th of March, drive me home.", "date:5th of March", ""},
		{"Starting from July 15th 2023 and then book a taxi for me from the hotel to the island on July 16th.", "date:July 16th", ""},
		// a scale multiplies its number: a word after it or a suffix with it
		{"its tensile strength is 250 million Pascal", "number:250 million", "250000000"}, // nestools-0273's gold
		{"a budget of $2.5M for 1.15 million users", "number:2.5M", "2500000"},
		{"a budget of $2.5M for 1.15 million users", "number:1.15 million", "1150000"},
		{"about 1.5k euros, 2bn rows or five hundred rooms", "number:1.5k", "1500"},
		{"about 1.5k euros, 2bn rows or five hundred rooms", "number:2bn", "2000000000"},
		{"about 1.5k euros, 2bn rows or five hundred rooms", "number:five hundred", "500"},
		{"run 5m, then rest", "number:5m", "5"},       // five meters
		{"pay $5m by Monday", "number:5m", "5000000"}, // five million dollars
		{"ship it to flat 221B", "number:221B", "221"},
		// a decimal comma, as much of Europe writes one, beside a euro sign
		// or after thousands grouped by dots; in money, a point before
		// three digits groups thousands (money has no third decimal)
		{"change €1.250,00 into francs", "number:1.250,00", "1250.0"},
		{"pay €12,50 now", "number:12,50", "12.5"},
		{"pay 12,50 € now", "number:12,50", "12.5"},
		{"credit € 89,90 (damaged crate)", "number:89,90", "89.9"}, // a space after the sign (a probe request: 89 and 90, asked)
		{"credit EUR 89,90 now", "number:89,90", "89.9"},
		{"credit 89,90 EUR now", "number:89,90", "89.9"},
		{"invoice 9.800 EUR, due soon", "number:9.800", "9800"},
		{"a density of 1.225 kg", "number:1.225", "1.225"},
		{"pay $0.125 a share", "number:0.125", "0.125"},
		{"ages 12,50 and 60", "number:12", "12"}, // a list, with no euro
		// a request that writes a decimal comma groups thousands with dots
		{"Sell 2.000 L to them at €6,40/L.", "number:2.000", "2000"},
		{"Sell 2.000 L to them at $6.40 a liter.", "number:2.000", "2.0"},
		// a minus after a mark is a sign; a caret's number is an exponent
		{"Solve it with a=2, b=3 and c=-5.", "number:-5", "-5"},
		{"it fell to (-3) overnight", "number:-3", "-3"},
		{"it accelerates at 9.8 m/s^2 for a while", "number:2", ""},
		// scientific notation: an exponent after an e, or a power of ten
		// written out; a power past a float's is no number
		{"How many particles are in 2.5e-3 moles?", "number:2.5e-3", "0.0025"},
		{"a mass of 1.5E3 kg", "number:1.5E3", "1500"},
		{"a 7.35e22 kg moon", "number:7.35e22", "7.35e+22"},
		{"a 6.0×10^24 kg mass", "number:6.0×10^24", "6e+24"},
		{"Convert 3.2 × 10^-6 m to nm.", "number:3.2 × 10^-6", "0.0000032"},
		{"Convert 1.6 x 10^-19 C to microcoulombs", "number:1.6 x 10^-19", "1.6e-19"},
		{"Convert 1.6 x 10^-19 C to microcoulombs", "number:10", ""},
		{"overflow 1e999 here", "number:1e999", ""},
		// a chat's mention that opens a sentence addresses it: the sentence
		// begins after it (a probe request)
		{"@frontdesk Book Ines Duarte into the Loft", "name:Ines Duarte", "Ines Duarte"},
		{"@frontdesk Book Ines Duarte into the Loft", "name:Book Ines Duarte", ""},
		// in a request written in capitals, a word in capitals is no code
		// a name runs through; nor does a name run into an amount's
		// currency (probe requests)
		{"LOF FOR MS-2211 OWNER IS BRINDLE SHIPPING LTD", "name:MS-2211 OWNER IS BRINDLE SHIPPING LTD", ""},
		{"LOF FOR MS-2211 OWNER IS BRINDLE SHIPPING LTD", "code:MS-2211", "MS-2211"},
		{"FILE CLAIM MS-2212 USD 184,000", "name:MS-2212 USD", ""},
		{"Refund Order ORD-5512 USD 40 today", "name:Order ORD-5512 USD", ""},
		// an acronym's plural is things of a kind, no name (a probe
		// request)
		{"order the IGUs for GQ-5523 from Cardinal Glass", "name:IGUs", ""},
		{"order the IGUs for GQ-5523 from Cardinal Glass", "name:Cardinal Glass", "Cardinal Glass"},
		// French honorifics are titles (Lexicon.Titles, Abbreviations): their
		// period ends no sentence (a probe request)
		{"Register Ilya Petrov in the senior category; teacher: Mme. Laurent.", "name:Mme. Laurent", "Mme. Laurent"},
	} {
		x, ok := candidate(g, c.text, c.span)
		if got := fmt.Sprint(x.Value); !ok && c.want != "" || ok && got != c.want {
			t.Errorf("Read(%q): %s is %v (read: %v), want %q", c.text, c.span, x.Value, ok, c.want)
		}
	}
	for in, want := range map[string]string{"2.5": "2500000", "-0.125": "-125000", "10": "10000000", "1.1234567": "1123456.7"} {
		if got := shiftDecimal(in, 6); got != want {
			t.Errorf("shiftDecimal(%s, 6) = %s, want %s", in, got, want)
		}
	}
	for in, want := range map[string]string{"2.5": "0.0025", "-125": "-0.125", "1000": "1.000", "0.5": "0.0005"} {
		if got := shiftDecimal(in, -3); got != want {
			t.Errorf("shiftDecimal(%s, -3) = %s, want %s", in, got, want)
		}
	}
}

// A number's unit is the word right after it: not a number, not past a
// mark.
func TestReadUnits(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct{ text, number, unit string }{
		{"Reserve 4 rooms now.", "4", "room"},
		{"Dial 415 555-0100 now.", "415", ""},
		{"Set rooms: 2, guests: 4.", "2", ""},
		{"Convert 100 USD to EUR.", "100", "usd"},       // a currency's code is a unit, and a code
		{"It weighs 25000 Newtons.", "25000", "newton"}, // a capitalized unit the lexicon knows
		{"Buy 5 Italian queen bees.", "5", ""},          // a capitalized word it does not know is no unit
		{"A link of 1000.0 Mbps.", "1000.0", "mbp"},
		{"Set it to 20.0 °C now.", "20.0", "°c"}, // a degree sign and the scale's letter
		{"Set it to 68°F now.", "68", "°f"},
		{"Survey a 100-hectare pine forest.", "100-hectare", "hectar"},       // a unit joined by a hyphen, however long: no code
		{"It burns 0.15 liters per kilometer.", "0.15", "liter/kilometer"},   // a rate of units no factor converts
		{"Install 10 panels with 0.5 liters per hour.", "0.5", "liter/hour"}, // (a volume per time)
		{"Survey the roof, about 640 m².", "640", "m²"},                      // a square's mark is its unit's (a probe request: read as meters)
		{"Order a 12 m³ skip.", "12", "m³"},
		{"Bottle it as 60 x 250 ml.", "60", "x"}, // so many of a measure (a multiple): a size's sides alone share a length's unit
		{"A 14 x 11.5 feet rug.", "14", "feet"},
	} {
		if x, ok := candidate(g, c.text, "number:"+c.number); !ok || x.Unit != c.unit {
			t.Errorf("Read(%q): the unit of %s is %q (read: %v), want %q", c.text, c.number, x.Unit, ok, c.unit)
		}
	}
}

// requiredString is a required string input.
func requiredString(name, desc string) Input {
	return Input{Name: name, Type: "string", Required: true, Description: desc}
}

// wantChoice reports ch's fill against want: its value, compared as
// printed, or nil for an ask.
func wantChoice(t *testing.T, name string, ch Choice, want any) {
	t.Helper()
	switch {
	case want == nil && ch.Found:
		t.Errorf("%s: filled %v (score %.2f), want an ask", name, ch.Value, ch.Score)
	case want != nil && (!ch.Found || fmt.Sprint(ch.Value) != fmt.Sprint(want)):
		t.Errorf("%s: %v (found %v, score %.2f, margin %.2f), want %v", name, ch.Value, ch.Found, ch.Score, ch.Margin, want)
	}
}

// A plain word a description gives as an example is one of the input's
// values, written as the description writes it.
func TestFillExampleWords(t *testing.T) {
	g := New(Config{})
	activity := []Input{requiredString("activity", "Kind of workout, e.g. run, swim, ride"), {Name: "duration_minutes", Type: "integer", Required: true}}
	if ch := fill(g, "Log a run: 1h30m, 12.5 km.", activity, map[string]any{"duration_minutes": json.Number("90")}, "activity", Sequence{}); !ch.Found || ch.Value != "run" {
		t.Errorf("activity: %v (found %v), want run", ch.Value, ch.Found)
	}
	terrain := []Input{requiredString("terrain", "type of terrain such as city, highway, off-road"), {Name: "max_speed", Type: "integer", Required: true}}
	seq := Sequence{Tools: []string{"reserve_station"}, Uses: []Use{{Tool: "reserve_station", Input: "location", Value: "Downtown"}}}
	if ch := fill(g, "Design a car for city terrain with a top speed of 120 km/h. Then reserve a station in downtown.", terrain, map[string]any{"max_speed": json.Number("120")}, "terrain", seq); !ch.Found || ch.Value != "city" {
		t.Errorf("terrain: %v (found %v), want city (the sequence capitalizes Downtown; the catalog writes city)", ch.Value, ch.Found)
	}
}

// A value of a clause that says it is past is not the weather's city.
func TestFillStale(t *testing.T) {
	g := New(Config{})
	r := g.Read("I used to live in Boston but moved to Portland last year. What's the weather like where I live now?")
	call := Call{Tool: "get_weather", Inputs: []Input{requiredString("city", "City name, e.g. Boston")}, Args: map[string]any{}, Open: []string{"city"}}
	if ch := r.Fill(call, Sequence{})[0]; ch.Found && ch.Value == "Boston" {
		t.Errorf("city = Boston, the city of a clause that says it is past\n%s", r.Explain(call, Sequence{}, "city"))
	}
}

// A summary is text written out, as a message is: the quoted string of
// the sentence that speaks of the ticket.
func TestFillSummary(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please log a low priority ticket: 'Invoice PDF shows wrong logo'. The customer is billing@zeta.co.")
	call := Call{Tool: "create_ticket", Inputs: []Input{requiredString("summary", "Short summary of the problem"), requiredString("customer_email", "Customer's e-mail address")},
		Args: map[string]any{"customer_email": "billing@zeta.co"}, Open: []string{"summary"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "Invoice PDF shows wrong logo" {
		t.Errorf("summary = %v (found %v)\n%s", ch.Value, ch.Found, r.Explain(call, Sequence{}, "summary"))
	}
}

// A correction in a sentence that speaks of another call takes back none
// of this call's values.
func TestFillCorrectionElsewhere(t *testing.T) {
	g := New(Config{})
	req := "Fly me to Rome on 2025-05-02. Actually, also book a hotel in Milan for 2 nights."
	ch := fill(g, req, []Input{requiredString("destination", "Arrival city"), requiredString("date", "YYYY-MM-DD")}, map[string]any{"date": "2025-05-02"}, "destination",
		Sequence{Tools: []string{"book_hotel"}, Uses: []Use{{Tool: "book_hotel", Input: "nights", Value: json.Number("2")}}})
	if !ch.Found || ch.Value != "Rome" {
		t.Errorf("destination: %v (found %v), want Rome", ch.Value, ch.Found)
	}
}

// An input whose name holds no word ("", "_", "per_") is read without a
// panic and filled or asked as any other.
func TestFillNamelessInputs(t *testing.T) {
	g := New(Config{})
	r := g.Read("Book it for 2 nights, sessions per week: 3")
	ins := []Input{{Name: "", Type: "integer", Required: true}, {Name: "_", Type: "string"}, {Name: "per_", Type: "integer"}, {Name: "x_per_", Type: "number"}}
	got := r.Fill(Call{Tool: "t", Inputs: ins, Open: []string{"", "_", "per_", "x_per_"}}, Sequence{})
	if len(got) != len(ins) {
		t.Fatalf("%d choices for %d inputs", len(got), len(ins))
	}
}

// fill grounds one input of a one-call sequence.
func fill(g *Grounder, request string, inputs []Input, args map[string]any, input string, seq Sequence) Choice {
	r := g.Read(request)
	return r.Fill(Call{Tool: "tool", Inputs: inputs, Args: args, Open: []string{input}}, seq)[0]
}

// readAs returns the texts of the candidates of request that read as
// pred says: a test's list of what should read otherwise.
func readAs(g *Grounder, request string, pred func(r *Request, c *Candidate) bool) []string {
	var out []string
	r := g.Read(request)
	for i := range r.cands {
		if pred(r, &r.cands[i]) {
			out = append(out, r.cands[i].Text)
		}
	}
	return out
}

// fillAll grounds every open input of call in request at once, as an
// inserted call is filled, and returns the choices by input.
func fillAll(g *Grounder, request string, call Call, seq Sequence) map[string]Choice {
	if call.Args == nil {
		call.Args = map[string]any{}
	}
	out := map[string]Choice{}
	for _, c := range g.Read(request).Fill(call, seq) {
		out[c.Input] = c
	}
	return out
}

var lengthUnits = []any{"mm", "cm", "m", "km", "in", "ft", "yd", "mi"}

func TestFillKnownFailures(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, c := range []struct {
		name, request string
		inputs        []Input
		args          map[string]any
		input         string
		want          any // nil: asked
	}{
		// the issue's two: a name stops at a sentence's end; a model is no
		// "S" (and "Tesla Model S" or "Model S" is a guess: asked)
		{"tesla", "I need a Tesla Model S self-driving car to go home.", []Input{str("model", "the model of the car")}, nil, "model", nil},
		{"region", "Check the sales in Region X. Following this, plan the next quarter.", []Input{str("region", "the sales region")}, nil, "region", "Region X"},
		// a title that opens with a day is no shorter title: "Morning" is a
		// wrong value (a probe request, not of either corpus)
		{"weekday title", "Make a playlist called Sunday Morning and add the song playing.", []Input{str("name", "Playlist name")}, nil, "name", "Sunday Morning"},
		// a field's value: lowercase, no code, no name, yet the label says
		// whose it is (a probe request)
		{"form", "new user pls - username: mchen, email: m.chen@acme.io, role: editor", []Input{str("username", "Login name"), str("email", "E-mail address")}, map[string]any{"email": "m.chen@acme.io"}, "username", "mchen"},
		// a quoted string is not taken for an input it does not describe
		// when another input names it
		{"quote", `Send "Hello there" to Bob.`, []Input{str("recipient", "who gets it"), str("message", "the text to send")}, map[string]any{"message": "Hello there"}, "recipient", "Bob"},
		// an identifier's input takes the code, not the word of its kind
		// written before it ("Policy HO-558201" is one name)
		{"kind word", "A pipe burst in my kitchen. Policy HO-558201, home claim, roughly 7500 dollars of damage.",
			[]Input{str("policy_number", "Policy number"), str("description", "What happened"), {Name: "estimated_amount", Type: "number", Description: "Estimated loss in USD"}},
			map[string]any{"description": "A pipe burst in my kitchen", "estimated_amount": json.Number("7500")}, "policy_number", "HO-558201"},
		// a username is one token: "Kyle Jenner" is no username, though a
		// gamertag written as a name is one
		{"token", "The instagram id of Kyle Jenner is not known.", []Input{str("username", "Instagram username")}, nil, "username", nil},
		{"gamertag", "Show the last 5 matches of PixelQueen", []Input{str("gamertag", "Gamertag"), {Name: "count", Type: "integer", Description: "How many matches"}},
			map[string]any{"count": 5}, "gamertag", "PixelQueen"},
		// a number that follows a text input's name is no text: the name
		// the request says to use is the username
		{"number", "The user name 42 is taken; use the name Alice.", []Input{str("username", "")}, nil, "username", "Alice"},
		// "$3,000 in expenses" is no income
		{"rival", "I have $50,000 in income, $3,000 in expenses, and $1,500 in deductions.",
			[]Input{{Name: "income", Type: "number", Required: true}, {Name: "expenses", Type: "number", Required: true}, {Name: "deductions", Type: "number", Required: true}},
			map[string]any{"income": json.Number("50000"), "deductions": json.Number("1500")}, "expenses", json.Number("3000")},
		// a date is written as the sequence writes it (with nothing in
		// the sequence, ISO)
		{"date form", "Book it for the date March 3, 2025.", []Input{str("date", "")}, nil, "date", "2025-03-03"},
		// a time takes the weekday written with it where the call has no
		// date to hold it; beside a date input, the time alone
		{"weekday time", "Schedule therapy sessions for Wednesday at 3:00 PM.", []Input{str("preferred_time", "preferred time for the sessions")}, nil, "preferred_time", "Wednesday 3:00 PM"},
		{"weekday time dated", "Schedule therapy sessions for Wednesday at 3:00 PM.", []Input{str("day", "day of the week"), str("preferred_time", "preferred time for the sessions")},
			map[string]any{"day": "Wednesday"}, "preferred_time", "3:00 PM"},
		// a duration converts before it must be whole: 1.5 hours is 90 minutes
		{"whole after conversion", "Roast the chicken at 200°C for 1.5 hours.", []Input{str("dish", ""), {Name: "temperature_c", Type: "integer", Required: true, Description: "Oven temperature in degrees Celsius"}, {Name: "time_minutes", Type: "integer", Required: true, Description: "Cooking time in minutes"}},
			map[string]any{"dish": "chicken", "temperature_c": json.Number("200")}, "time_minutes", json.Number("90")},
		// an enum of units takes a unit in any spelling, a number's own
		// unit too, and its abbreviation that is a word elsewhere ("in")
		{"unit member", "How many inches is 30 cm?", []Input{{Name: "value", Type: "number", Required: true}, {Name: "from_unit", Type: "string", Required: true, Enum: lengthUnits}, {Name: "to_unit", Type: "string", Required: true, Enum: lengthUnits}},
			map[string]any{"value": json.Number("30"), "from_unit": "cm"}, "to_unit", "in"},
		{"number's unit member", "Convert 2 miles to km.", []Input{{Name: "value", Type: "number", Required: true}, {Name: "from_unit", Type: "string", Required: true, Enum: lengthUnits}, {Name: "to_unit", Type: "string", Required: true, Enum: lengthUnits}},
			map[string]any{"value": json.Number("2"), "to_unit": "km"}, "from_unit", "mi"},
		// a value the request takes back is none: after a negator, or
		// before a correction that gives another
		{"negated", "Set an alarm for 06:30, not 07:00, and call it 'gym'.", []Input{str("time", "Alarm time, HH:MM"), str("label", "")}, map[string]any{"label": "gym"}, "time", "06:30"},
		{"negated account", "Transfer 250 USD to account 4471-882, not to 4471-883.", []Input{{Name: "amount", Type: "number", Required: true}, str("to_account", "Recipient account number")},
			map[string]any{"amount": json.Number("250")}, "to_account", "4471-882"},
		{"corrected", "Order a large pizza with mushrooms. No wait, make it a medium.", []Input{{Name: "size", Type: "string", Required: true, Enum: []any{"small", "medium", "large"}}, str("topping", "")},
			map[string]any{"topping": "mushrooms"}, "size", "medium"},
		{"corrected inside", "Reserve a hotel in Lisbon, sorry, I meant in Porto, checking in 2025-08-01.", []Input{str("city", "City"), str("check_in", "Check-in date, YYYY-MM-DD")},
			map[string]any{"check_in": "2025-08-01"}, "city", "Porto"},
		{"excluded", "Find flights to Rome, any airline except Ryanair.", []Input{str("destination", ""), str("exclude_airline", "an airline to leave out")}, map[string]any{"destination": "Rome"}, "exclude_airline", "Ryanair"},
		// two places side by side, joined by "to", are a pair's sides
		// with no "from" before them
		{"place pair", "Book Austin to Seattle for 2025-10-02, one passenger.", []Input{str("origin", "Departure city"), str("destination", "Arrival city"), str("date", "Departure date, YYYY-MM-DD")},
			map[string]any{"destination": "Seattle", "date": "2025-10-02"}, "origin", "Austin"},
		// an amount beside a currency input is money: the sum in pounds,
		// not the account number
		{"money amount", "Move 75.50 GBP to account 30-11-09 12345678, then set an alarm.", []Input{{Name: "amount", Type: "number", Required: true, Description: "Amount to send"}, str("to_account", "Recipient account number"), str("currency", "ISO 4217 currency code")},
			map[string]any{"to_account": "30-11-09 12345678", "currency": "GBP"}, "amount", json.Number("75.5")},
		// a monthly limit takes an amount per month; a mobile number is a
		// phone's
		{"period", "Budget for groceries: 600 dollars per month.", []Input{str("category", "Spending category"), {Name: "limit", Type: "number", Required: true, Description: "Monthly limit in USD"}},
			map[string]any{"category": "groceries"}, "limit", json.Number("600")},
		{"mobile", "Ring Tom (mobile: 07700 900123).", []Input{str("name", "Contact name"), str("phone", "Phone number")}, map[string]any{"name": "Tom"}, "phone", "07700 900123"},
		// a description that asks "who" takes a person's name
		{"who", "Pay Marco Bianchi 75 EUR.", []Input{str("recipient", "Who gets paid"), {Name: "amount", Type: "number", Required: true}, str("currency", "ISO 4217 code")},
			map[string]any{"amount": json.Number("75"), "currency": "EUR"}, "recipient", "Marco Bianchi"},
		{"person", "Call Priya at 3pm EST", []Input{str("contact", "Person to call"), str("time", "Time, HH:MM")}, map[string]any{"time": "15:00"}, "contact", "Priya"},
		// a sentence's capitalized first word before a full name may be
		// the verb: the name with it and without it are rivals (asked,
		// not "Bump Leo Park"), unless what follows the name is an
		// object's (TestFillVerbOpensName: "Bump Leo Park's salary")
		{"initial verb", "Bump Leo Park 5% on salary.", []Input{str("employee", "Employee name"), {Name: "raise", Type: "number", Required: true, Description: "Raise in percent"}},
			map[string]any{"raise": json.Number("5")}, "employee", nil},
		{"initial verb, one name", "Shoot Maria 20 dollars", []Input{str("recipient", "Recipient's name"), {Name: "amount", Type: "number", Required: true}},
			map[string]any{"amount": json.Number("20")}, "recipient", nil},
		{"pronoun I", "Can you tell Sam I'm outside?", []Input{str("to", "Recipient name"), str("message", "Message text")},
			map[string]any{"message": "I'm outside"}, "to", "Sam"},
		{"initial title", "Dr. Lee, 2025-12-01, 08:30 (annual checkup).", []Input{str("doctor", "Doctor's name"), str("date", "YYYY-MM-DD")},
			map[string]any{"date": "2025-12-01"}, "doctor", "Dr. Lee"},
		// a value of a clause that says it is past is none when another
		// of its kind comes after it; "originally" says no such thing
		{"stale", "I was supposed to go from Atlanta to Denver on 2025-02-02. Rebook me on the same route the next day, 2025-02-03, economy.",
			[]Input{str("origin", ""), str("destination", ""), str("date", "Departure date, YYYY-MM-DD"), str("cabin", "")},
			map[string]any{"origin": "Atlanta", "destination": "Denver", "cabin": "economy"}, "date", "2025-02-03"},
		{"original", "Calculate the discount for an item originally priced at 1000 with a discount of 20%.", []Input{{Name: "original_price", Type: "number", Required: true}, {Name: "discount_percentage", Type: "number", Required: true}},
			map[string]any{"discount_percentage": json.Number("20")}, "original_price", json.Number("1000")},
		// volumes convert; a price per liter is no volume; a count per
		// week is no duration: "twice a week" is its count, no "one-hour"
		// (nestools-0110's gold)
		{"volume", "Log 750 ml of water.", []Input{{Name: "liters", Type: "number", Required: true, Description: "Amount in liters"}}, nil, "liters", json.Number("0.75")},
		{"per unit", "What would the fuel cost be at 30 mpg with gas at $3.10?", []Input{{Name: "fuel_efficiency", Type: "number", Required: true, Description: "Kilometers per liter"},
			{Name: "fuel_price", Type: "number", Required: true, Description: "Price per liter"}}, map[string]any{"fuel_efficiency": json.Number("30")}, "fuel_price", json.Number("3.1")},
		{"count per week", "Organize a one-hour therapy twice a week.", []Input{{Name: "sessions_per_week", Type: "integer", Required: true, Description: "the number of therapy sessions per week"}}, nil, "sessions_per_week", json.Number("2")},
		// a fraction said in words is a measure's
		{"quarter hour", "Start a timer for a quarter of an hour.", []Input{{Name: "minutes", Type: "number", Required: true, Description: "Length in minutes"}}, nil, "minutes", json.Number("15")},
		{"hour and a half", "Timer for an hour and a half please.", []Input{{Name: "minutes", Type: "number", Required: true, Description: "Length in minutes"}}, nil, "minutes", json.Number("90")},
		{"three quarters", "Book Summit for three quarters of an hour", []Input{str("room", "Room"), {Name: "duration_minutes", Type: "integer", Required: true, Description: "Minutes"}}, map[string]any{"room": "Summit"}, "duration_minutes", json.Number("45")},
		{"three quarters cup", "Schedule Max: three quarters of a cup, 6:30 am", []Input{str("pet_name", "Pet"), {Name: "cups", Type: "number", Required: true, Description: "Cups per meal"}}, map[string]any{"pet_name": "Max"}, "cups", json.Number("0.75")},
		// an article before a unit of time is one of it ("an hour" is 60
		// minutes), but no rate's or frequency's ("5% a year", "3 times a
		// day", "$20 a month")
		{"an hour", "Waitlist Nora Kelly for CL-0520, and book her an hour with teacher Priya", []Input{str("student", "Student's name"), str("teacher", "Teacher"), {Name: "minutes", Type: "integer", Required: true, Description: "Minutes", Enum: []any{json.Number("45"), json.Number("60"), json.Number("90")}}},
			map[string]any{"student": "Nora Kelly", "teacher": "Priya"}, "minutes", json.Number("60")},
		{"a year rate", "Grow 10,000 at 7% a year for 5 years", []Input{{Name: "start_value", Type: "number", Required: true}, {Name: "growth_percent", Type: "number", Required: true}, {Name: "years", Type: "integer", Required: true, Description: "Years"}},
			map[string]any{"start_value": json.Number("10000"), "growth_percent": json.Number("7")}, "years", json.Number("5")},
		{"times a day", "Take 2 pills 3 times a day", []Input{{Name: "pills", Type: "integer", Required: true}, {Name: "days", Type: "integer", Required: true, Description: "How many days"}},
			map[string]any{"pills": json.Number("2")}, "days", nil},
		{"half liter", "I drank half a liter of water.", []Input{{Name: "liters", Type: "number", Required: true, Description: "Amount in liters"}}, nil, "liters", json.Number("0.5")},
		{"half the team", "Invite half the team.", []Input{{Name: "count", Type: "integer", Required: true}}, nil, "count", nil},
		// a number word above one is a count as digits are ("for four");
		// "one" and "a single" stay weak ("one of")
		{"for four", "Book The Vault for four on 2026-05-15, 19:30, and throw in 1 extra hint", []Input{{Name: "room", Type: "string", Required: true, Enum: []any{"The Vault", "Lab 42"}}, {Name: "players", Type: "integer", Required: true, Description: "Players"}, str("date", "Date, YYYY-MM-DD"), str("time", "Time, HH:MM"), {Name: "hints", Type: "integer"}},
			map[string]any{"room": "The Vault", "date": "2026-05-15", "time": "19:30", "hints": json.Number("1")}, "players", json.Number("4")},
		// a number word joined to its unit is a measure, no weak number
		// word
		{"two-hour", "Schedule a two-hour meeting called Planning.", []Input{str("title", "Meeting title"), {Name: "duration_minutes", Type: "integer", Required: true, Description: "Length in minutes"}},
			map[string]any{"title": "Planning"}, "duration_minutes", json.Number("120")},
		// a correction word opening its sentence needs no mark after it;
		// a plan one "was thinking of" is past
		// a bulleted item's label is a field's, a speaker's word too
		{"bulleted field", "- charge KC-2290\n- customer: Birchwood Cabinets\n- truck T-14\nship it", []Input{str("charge_id", "Kiln charge ID"), str("customer", "Customer name"), str("truck", "Truck ID")},
			map[string]any{"charge_id": "KC-2290", "truck": "T-14"}, "customer", "Birchwood Cabinets"},
		// a demonym before a name input's own word names the thing with it
		{"demonym and its thing", "Crank the Finnish sauna to 90 degrees.", []Input{str("sauna", "Sauna name"), {Name: "celsius", Type: "number", Required: true}},
			map[string]any{"celsius": json.Number("90")}, "sauna", "Finnish sauna"},
		// an identifier's abbreviation labels its value: no part of it
		{"identifier's label", "Order the renal panel for MRN 7730240.", []Input{str("patient_mrn", "Patient medical record number"), str("panel", "Lab panel name")},
			map[string]any{"panel": "renal panel"}, "patient_mrn", "7730240"},
		// an input whose description names an organization takes the one
		// name, as a person's name input does; after "the", whether the
		// article is the name's is the request's to say
		{"organization by description", "Bill Aetna $85 for APT-7702.", []Input{str("appointment_id", "Appointment ID"), str("insurer", "Insurance company"), {Name: "amount", Type: "number", Required: true}},
			map[string]any{"appointment_id": "APT-7702", "amount": json.Number("85")}, "insurer", "Aetna"},
		{"organization after the", "Loan 2001.45.1 to the Art Institute of Chicago, insured at $800,000.", []Input{str("object_id", "Object ID"), str("borrower", "Borrowing institution")},
			map[string]any{"object_id": "2001.45.1"}, "borrower", nil},
		// an example of three or four words the description gives in full
		{"example in full", "Send 20mm clean stone, 19 tonnes, to Mossley Farm.", []Input{str("product", "Product, e.g. 20mm clean stone"), {Name: "tonnes", Type: "number", Required: true}, str("customer", "Customer name")},
			map[string]any{"tonnes": json.Number("19"), "customer": "Mossley Farm"}, "product", "20mm clean stone"},
		// a member named in another form of its word is none where another
		// is named as it is
		{"exact member over a verb's", "Patient refused transport on INC-30925, close it out.", []Input{str("incident_id", "Incident ID"), {Name: "outcome", Type: "string", Required: true, Enum: []any{"transported", "treated on scene", "refused", "cancelled"}}},
			map[string]any{"incident_id": "INC-30925"}, "outcome", "refused"},
		{"member's other form alone", "Pansharpen SO-40218 for the Oslo team.", []Input{str("order_id", "Order ID"), {Name: "product", Type: "string", Required: true, Enum: []any{"orthorectified", "pansharpened", "ndvi"}}},
			map[string]any{"order_id": "SO-40218"}, "product", "pansharpened"},
		{"actually", "Regular burrito. Actually large.", []Input{str("dish", "Dish name"), {Name: "size", Type: "string", Required: true, Enum: []any{"regular", "large"}}},
			map[string]any{"dish": "burrito"}, "size", "large"},
		{"thinking", "I was thinking of the Team plan but let's do Basic for 2 seats.", []Input{{Name: "plan", Type: "string", Required: true, Enum: []any{"Basic", "Pro", "Team"}}, {Name: "seats", Type: "integer", Required: true}},
			map[string]any{"seats": json.Number("2")}, "plan", "Basic"},
		// ("No" opening a sentence corrects nothing: onions, said after it,
		// takes no topping's place)
		{"no onions", "Add pepperoni to the large pizza. No onions please.", []Input{{Name: "size", Type: "string", Required: true, Enum: []any{"small", "large"}},
			{Name: "topping", Type: "string", Required: true, Enum: []any{"pepperoni", "onions", "mushrooms"}}},
			map[string]any{"size": "large"}, "topping", "pepperoni"},
		{"percent", "Apply a tax rate of 7%.", []Input{{Name: "tax_rate", Type: "number", Required: true, Description: "the rate, in percent"}}, nil, "tax_rate", json.Number("7")},
		{"unit", "Record for a duration of 5 minutes.", []Input{{Name: "duration", Type: "integer", Required: true, Description: "duration in seconds"}}, nil, "duration", json.Number("300")},
		// a rate converts as its units' quotient
		{"rate", "The local wind speed is 54 kilometers per hour.", []Input{{Name: "wind_speed", Type: "integer", Required: true, Description: "the speed of the wind at the location, default unit: m/s"}}, nil, "wind_speed", json.Number("15")},
		{"speed", "The car travels at a speed of 30 meters per second on the highway.", []Input{{Name: "velocity", Type: "number", Required: true, Description: "the velocity of the object"}}, nil, "velocity", json.Number("30")},
		{"rate in words", "The car goes at a speed of 36 km/h.", []Input{{Name: "speed", Type: "number", Required: true, Description: "speed in meters per second"}}, nil, "speed", json.Number("10")},
		// the opposite of what a flag is about makes it false
		// (Lexicon.FlagOpposites)
		{"flag opposite", "quote a concert package, outdoor, ~800 people", []Input{{Name: "attendees", Type: "integer", Required: true}, {Name: "indoor", Type: "boolean", Required: true, Description: "Indoor event"}, {Name: "package", Type: "string", Required: true, Enum: []any{"basic", "concert"}}},
			map[string]any{"attendees": json.Number("800"), "package": "concert"}, "indoor", false},
		{"flag opposite public", "Create a private playlist called Road Trip 2025", []Input{str("name", "Playlist name"), {Name: "public", Type: "boolean", Required: true}},
			map[string]any{"name": "Road Trip 2025"}, "public", false},
		{"flag opposite group", "Group intermediate lesson for Ava Rossi 2026-02-07", []Input{str("student", "Student's name"), {Name: "level", Type: "string", Required: true, Enum: []any{"beginner", "intermediate"}}, str("date", "Date, YYYY-MM-DD"), {Name: "private", Type: "boolean", Required: true, Description: "Private lesson"}},
			map[string]any{"student": "Ava Rossi", "level": "intermediate", "date": "2026-02-07"}, "private", false},
		{"flag opposite shared", "a shared room at Casa Azul for 2 nights", []Input{str("hostel", "Hostel name"), {Name: "nights", Type: "integer", Required: true}, {Name: "private", Type: "boolean", Required: true, Description: "Private room"}},
			map[string]any{"hostel": "Casa Azul", "nights": json.Number("2")}, "private", false},
		// (but where the request names the input's own word, its opposite
		// says nothing of it)
		{"flag opposite named", "For my group: a private intermediate lesson, Ava Rossi 2026-02-07", []Input{str("student", "Student's name"), {Name: "level", Type: "string", Required: true, Enum: []any{"beginner", "intermediate"}}, str("date", "Date, YYYY-MM-DD"), {Name: "private", Type: "boolean", Required: true, Description: "Private lesson"}},
			map[string]any{"student": "Ava Rossi", "level": "intermediate", "date": "2026-02-07"}, "private", true},
		{"flag", "A password of length 8 without special characters.", []Input{{Name: "include_special_characters", Type: "boolean"}}, nil, "include_special_characters", false},
		{"enum", "Rent a car of the compact type.", []Input{{Name: "type", Type: "string", Enum: []any{"Standard", "Compact"}}}, nil, "type", "Compact"},
		// a member of a closed set, named though not beside the input's
		// words, needs only EnumThreshold
		{"enum named", "Search for vegetarian recipes with carrots.", []Input{{Name: "diet", Type: "string", Enum: []any{"vegetarian", "vegan", "gluten-free"}}}, nil, "diet", "vegetarian"},
		// a demonym for a cuisine, where the request speaks of the call
		{"demonym", "Find Italian restaurants in New York City, then generate a barcode.", []Input{{Name: "location", Type: "string", Required: true}, {Name: "cuisine", Type: "string"}}, map[string]any{"location": "New York City"}, "cuisine", "Italian"},
		// a street address is one value, the town after it kept: neither
		// the street's name nor its house number
		{"address", "Issue a card to John Doe, residing at 123 Main Street with contact number 555-1234.", []Input{str("name", ""), str("address", "the member's home address"), str("contact_number", "")},
			map[string]any{"name": "John Doe", "contact_number": "555-1234"}, "address", "123 Main Street"},
		{"address town", "Ship the order to 221B Baker Street, London by Friday.", []Input{str("shipping_address", "where to send it")}, nil, "shipping_address", "221B Baker Street, London"},
		// an input of one part of a person's name takes that part; a
		// family's name is no surname
		{"first name", "Search for the employee named Alice Smith within the Human Resources department.", []Input{str("first_name", ""), str("last_name", ""), str("department", "")},
			map[string]any{"department": "Human Resources"}, "first_name", "Alice"},
		{"surname", "Book a table at 7pm for our guest Dr. Jane Doe.", []Input{str("guest_surname", "the guest's surname")}, nil, "guest_surname", "Doe"},
		{"family", "Provide the Johnson Family with food and shelter.", []Input{str("family_name", "the name of the family")}, nil, "family_name", "Johnson Family"},
		// an input's word inside a proper name is the name's: it ties the
		// name, not a value past it ("Airport XYZ", not XYZ; not the
		// address after "Downtown Pharmacy")
		{"name's word", "Contact the control tower for flight XY123, which takes off at 08:00 towards Airport XYZ.", []Input{str("flight_number", ""), str("departure_time", ""), str("destination_airport", "the destination airport")},
			map[string]any{"flight_number": "XY123", "departure_time": "08:00"}, "destination_airport", "Airport XYZ"},
		// (but a sentence's first word is capitalized for that alone: the
		// input's word there may be the label of the name after it, and
		// both spans are linked)
		{"initial name's word", "Team Red Herrings escaped Lab 42 in 47.5 minutes!", []Input{str("team_name", "Team name"), {Name: "room", Type: "string", Required: true, Enum: []any{"Lab 42", "The Vault"}}, {Name: "minutes", Type: "number", Required: true, Description: "Escape time in minutes"}},
			map[string]any{"room": "Lab 42", "minutes": json.Number("47.5")}, "team_name", nil},
		// a record's word as the whole name (Lexicon.RecordWords) is its
		// reference, as ticket_id is
		{"record words", "launch WO-5120 on 2026-04-20", []Input{str("work_order", "Work order"), str("date", "Date, YYYY-MM-DD")}, map[string]any{"date": "2026-04-20"}, "work_order", "WO-5120"},
		{"record word", "I'll collect WR-3007 on 2026-05-29", []Input{str("ticket", "Ticket"), str("date", "Date, YYYY-MM-DD")}, map[string]any{"date": "2026-05-29"}, "ticket", "WR-3007"},
		// a plural inside a member of words names it ("pitchers of
		// beer"), and states it for its call: the number before it is the
		// call's
		{"plural inside", "2 pitchers of beer to room 7 please", []Input{str("room", "Room number"), {Name: "item", Type: "string", Required: true, Enum: []any{"pitcher of beer", "soda", "cocktail"}}, {Name: "quantity", Type: "integer", Required: true}},
			map[string]any{"room": "7", "quantity": json.Number("2")}, "item", "pitcher of beer"},
		{"plural inside anchors", "2 pitchers of beer to room 7 please", []Input{str("room", "Room number"), {Name: "item", Type: "string", Required: true, Enum: []any{"pitcher of beer", "soda", "cocktail"}}, {Name: "quantity", Type: "integer", Required: true}},
			map[string]any{"room": "7", "item": "pitcher of beer"}, "quantity", json.Number("2")},
		// a restaurant, a hotel, a test centre are places: named after a
		// locative
		{"restaurant place", "1 adult 1 child 2026-09-05; lunch at Safari Grill for the 2 of us at 11:45", []Input{str("order_id", "Order ID"), str("restaurant", "Restaurant"), {Name: "party", Type: "integer", Required: true, Description: "Party size"}, str("time", "Time, HH:MM")},
			map[string]any{"order_id": "TP-1", "party": json.Number("2"), "time": "11:45"}, "restaurant", "Safari Grill"},
		// the only call: an identifier's code in a sentence that does not
		// speak of it is still no other call's
		{"only call's code", "Can BD-4410 give again? Last donated 2026-01-02.", []Input{str("donor_id", "Donor ID"), str("last_donation", "Last donation date, YYYY-MM-DD")},
			map[string]any{"last_donation": "2026-01-02"}, "donor_id", "BD-4410"},
		{"only call's member", "Could you send a tuner to 14 Rue Cler on 2026-02-11? It's a baby grand.", []Input{str("address", "Address"), str("date", "Date, YYYY-MM-DD"), {Name: "piano_type", Type: "string", Required: true, Enum: []any{"upright", "baby grand", "concert grand"}}},
			map[string]any{"address": "14 Rue Cler", "date": "2026-02-11"}, "piano_type", "baby grand"},
		// a description's "file name" is a path's, no proper name's
		{"file name desc", "120 white tees, DTG, file reunion2026.png; rush them", []Input{str("design", "Design file name"), str("color", "Shirt color"), {Name: "quantity", Type: "integer", Required: true}},
			map[string]any{"color": "white", "quantity": json.Number("120")}, "design", "reunion2026.png"},
		// an identifier with digits that opens a capitalized run is its
		// own value, no first word of a name
		{"code opens name", "ship TS-4701 FedEx to 300 Pine St, Suite 4", []Input{str("order_id", "Order ID"), str("address", "Address"), {Name: "carrier", Type: "string", Required: true, Enum: []any{"UPS", "FedEx", "USPS"}}},
			map[string]any{"address": "300 Pine St, Suite 4", "carrier": "FedEx"}, "order_id", "TS-4701"},
		{"grove street", "For DT-2040 come to 61 Ash Grove - there's a hose on the side of the house", []Input{str("booking_id", "Booking ID"), str("address", "Address"), {Name: "water_access", Type: "boolean", Required: true}},
			map[string]any{"booking_id": "DT-2040", "water_access": true}, "address", "61 Ash Grove"},
		// a name a title opens is a person's, placed by no locative
		{"titled name no place", "Medium tulips for Dr. Ruth Adler, 201 Elm St, with a card that says get well soon", []Input{{Name: "style", Type: "string", Required: true, Enum: []any{"roses", "tulips"}}, {Name: "size", Type: "string", Required: true, Enum: []any{"small", "medium"}}, str("recipient", "Recipient's name"), str("address", "Delivery address")},
			nil, "address", "201 Elm St"},
		// a plural member is named in the singular too ("a taco truck")
		{"singular member", "taco truck for 80 guests at Lakeside Park on 2026-06-20", []Input{{Name: "cuisine", Type: "string", Required: true, Enum: []any{"tacos", "bbq", "burgers"}}, str("date", "Event date, YYYY-MM-DD"), {Name: "guests", Type: "integer", Required: true}, str("location", "Event location")},
			map[string]any{"date": "2026-06-20", "guests": json.Number("80"), "location": "Lakeside Park"}, "cuisine", "tacos"},
		// a line's first word is capitalized for opening it ("Kindly")
		{"line start", "Dear procurement,\nKindly approve PO-77200 on behalf of Marcus Bell.\nRegards", []Input{str("po_number", "PO number"), str("approver", "Approver's name")},
			map[string]any{"po_number": "PO-77200"}, "approver", "Marcus Bell"},
		// an identifier's letters that abbreviate the input's name link it
		{"prefix abbreviates", "Dear procurement,\nKindly approve PO-77200 on behalf of Marcus Bell.\nRegards", []Input{str("po_number", "PO number"), str("approver", "Approver's name")},
			map[string]any{"approver": "Marcus Bell"}, "po_number", "PO-77200"},
		{"inflected member", "Bear pulled on the leash twice today, so buy a long line", []Input{str("dog", "Dog's name"), {Name: "behavior", Type: "string", Required: true, Enum: []any{"barking", "pulling", "jumping"}}, {Name: "times", Type: "integer", Required: true}},
			map[string]any{"dog": "Bear", "times": json.Number("2")}, "behavior", "pulling"},
		// "Cold room ID" describes the room's identifier, as "Room ID" does
		{"desc id after word", "Set CR-2 to stay between 2 and 8 °C", []Input{str("room", "Cold room ID"), {Name: "min_c", Type: "number", Required: true, Description: "Minimum in degrees Celsius"}, {Name: "max_c", Type: "number", Required: true, Description: "Maximum in degrees Celsius"}},
			map[string]any{"min_c": json.Number("2"), "max_c": json.Number("8")}, "room", "CR-2"},
		{"crop modifier", "Please renew policy CP-90015 for 310 acres of winter wheat.", []Input{str("policy_number", "the insurance policy number"), str("crop", "the type of crop"), {Name: "acres", Type: "number", Required: true, Description: "the insured acreage"}},
			map[string]any{"policy_number": "CP-90015", "acres": json.Number("310")}, "crop", "winter wheat"},
		// a demonym takes the form of the description's example place
		{"example place", "Please price a grade A load on the European market.", []Input{str("grade", "the quality grade"), str("market", "the commodity market, e.g. Asia, Europe")},
			map[string]any{"grade": "A"}, "market", "Europe"},
		{"example place short", "Grade it, and then price it for the Asian market.", []Input{str("grade", "the quality grade"), str("market", "the commodity market, e.g. Asia, Europe")},
			map[string]any{"grade": "A"}, "market", "Asia"},
		// a scientific name is a genus and a lowercase species, whole
		// (Lexicon.TaxonInputs); the genus alone is none
		{"binomial", "Please retrieve the gene information of the PTEN from Homo sapiens and analyze it.", []Input{str("gene_name", "the name of the gene"), str("organism", "the name of the organism")},
			map[string]any{"gene_name": "PTEN"}, "organism", "Homo sapiens"},
		// a name a person's title opens is no place: the site is the clinic
		{"title is no place", "Register Eastgate Clinic as a study site with Dr. Omar Haddad leading it.", []Input{str("site_name", "Site name"), str("investigator", "Principal investigator")},
			map[string]any{}, "site_name", "Eastgate Clinic"},
		// nor is it a company's (Lexicon.OrganizationInputs: a funder)
		{"title is no company", "Send GR-12 to Dr. Lena Ortiz and the Brightwater Foundation today.", []Input{str("grant_id", "Grant ID"), str("funder", "Funder")},
			map[string]any{"grant_id": "GR-12"}, "funder", "Brightwater Foundation"},
		// a dash's text that opens with a word of the input's description
		// says what the input is; its value is a part of it: asked
		{"tail opens with description word", "Fixed bay 3 at Orr Farms - swapped a worn belt.", []Input{str("customer", "Customer"), {Name: "bay", Type: "integer", Required: true, Description: "Bay"}, str("part", "Part swapped")},
			map[string]any{"customer": "Orr Farms", "bay": json.Number("3")}, "part", nil},
		// a member that is a number with its unit is no longer member of
		// itself: "4-slice" (read by its stem, "4slic") is named before a
		// word that goes on
		{"measure member", "Order a 4-slice toaster for the break room.", []Input{{Name: "size", Type: "string", Required: true, Description: "Size", Enum: []any{"2-slice", "4-slice"}}},
			map[string]any{}, "size", "4-slice"},
		// a verb that opens the sentence labels no name after it: "Book
		// Ines Varga" books the author, no book of hers (asked: which
		// quoted title is hers the request does not say for sure)
		{"imperative labels no name", "Book Ines Varga to read from 'Tide Tables' at 15:00.", []Input{str("book", "Book title"), str("time", "Time, HH:MM")},
			map[string]any{"time": "15:00"}, "book", nil},
		// a double quote after a digit is an inch mark, which opens no quote
		{"inch marks", "Sizes for Noor Rahal: chest 38\", inseam 30\".", []Input{str("client", "Client's name"), {Name: "chest_in", Type: "number", Required: true, Description: "Chest in inches"}, {Name: "inseam_in", Type: "number", Required: true, Description: "Inseam in inches"}},
			map[string]any{"chest_in": json.Number("38"), "inseam_in": json.Number("30")}, "client", "Noor Rahal"},
		// a possessive that owns no word is the name's: a shop's, a firm's
		{"ownerless possessive", "Make the RS-12 list, store is Trader Joe's.", []Input{str("recipe_id", "Recipe ID"), str("store", "Store")},
			map[string]any{"recipe_id": "RS-12"}, "store", "Trader Joe's"},
		{"owning possessive", "Add Orbitly's $15M round for Kestrel Partners.", []Input{str("company", "Company"), str("investor", "Investor")},
			map[string]any{"investor": "Kestrel Partners"}, "company", "Orbitly"},
		// an acronym right before digits is a code's first part, no code of
		// its own: "FEL" of "FEL 1000" is asked, not taken
		{"acronym before digits", "We need 4 more FEL 1000 lamps.", []Input{str("lamp", "Lamp code"), {Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}},
			map[string]any{"quantity": json.Number("4")}, "lamp", nil},
		// a color's modifiers are data (Lexicon.ValueSets): "transparent blue"
		{"color modifier", "VP-12 in transparent blue.", []Input{str("job_id", "Job ID"), str("color", "Vinyl color")},
			map[string]any{"job_id": "VP-12"}, "color", "transparent blue"},
		// units of energy are units' values (Lexicon.ValueSets): no "kg" of
		// another call's mass for a unit to convert to
		{"energy units", "Take a 2 kg block at 3 m/s and convert its energy from joules to kilocalories.", []Input{{Name: "value", Type: "number", Required: true, Description: "Value"}, str("from_unit", "From unit"), str("to_unit", "To unit")},
			map[string]any{"value": json.Number("9"), "from_unit": "joules"}, "to_unit", "kilocalories"},
		// "600 x 500 ml" is a count of a quantity, no size written apart
		// (a size is of lengths): the code is the batch's alone
		{"count times quantity", "Fill 600 x 500 ml from MX-31.", []Input{str("batch_id", "Batch ID"), {Name: "bottles", Type: "integer", Required: true, Description: "Bottles"}, {Name: "size_ml", Type: "integer", Required: true, Description: "Bottle size in ml"}},
			map[string]any{"bottles": json.Number("600"), "size_ml": json.Number("500")}, "batch_id", "MX-31"},
		// a batch is a record's reference, as a ticket is (Lexicon.RecordWords)
		{"record batch", "Label K-12 with 40 jars.", []Input{str("batch", "Soap batch"), {Name: "jars", Type: "integer", Required: true, Description: "Jars"}},
			map[string]any{"jars": json.Number("40")}, "batch", "K-12"},
		// a text described as names, in the plural, takes two names joined
		// as written
		{"plural names", "Portraits for Mara and Devin on 2027-05-01.", []Input{str("couple", "Couple's names"), str("date", "Date, YYYY-MM-DD")},
			map[string]any{"date": "2027-05-01"}, "couple", "Mara and Devin"},
		// "gal" is a gallon's unit (Lexicon.UnitClasses): the 30 of "30 gal"
		// is measured in it, the 1600 of "the 1600 shift" is not
		{"gal unit", "Pump P-8 needs 30 gal before the 1600 shift.", []Input{str("pump", "Pump"), {Name: "gallons", Type: "number", Required: true, Description: "Gallons"}},
			map[string]any{"pump": "P-8"}, "gallons", json.Number("30")},
		// a pair's second side alone takes the value a "from X to Y" goes
		// to (toPlace; Lexicon.Pairs: old and new, start and end)
		{"to place new", "Push RM-88 from 2027-01-04 to 2027-01-11.", []Input{str("booking_id", "Booking ID"), str("new_date", "New date, YYYY-MM-DD")},
			map[string]any{"booking_id": "RM-88"}, "new_date", "2027-01-11"},
		{"to place end", "Extend the hold on LK-3 from 2027-02-01 to 2027-02-09.", []Input{str("hold_id", "Hold ID"), str("end_date", "End date, YYYY-MM-DD")},
			map[string]any{"hold_id": "LK-3"}, "end_date", "2027-02-09"},
		// an ordinal that opens a sentence opens the name after it
		{"ordinal opens name", "First Lutheran Youth Group needs 12 vans.", []Input{str("group", "Group"), {Name: "vans", Type: "integer", Required: true, Description: "Vans"}},
			map[string]any{"vans": json.Number("12")}, "group", "First Lutheran Youth Group"},
		// a member of two words in the plural, whose stem cuts more than
		// its s: "large squares" is large square
		{"plural two-word member", "Lot HY-7 made 212 large squares.", []Input{str("lot", "Lot"), {Name: "bales", Type: "integer", Required: true, Description: "Bales"}, {Name: "kind", Type: "string", Required: true, Description: "Kind", Enum: []any{"large square", "small square", "round"}}},
			map[string]any{"lot": "HY-7", "bales": json.Number("212")}, "kind", "large square"},
		// an ordinal that is a stop word is a number all the same: "First
		// shipment" is shipment 1
		{"stop word ordinal", "First shipment to Tallis Foods is 12 pallets.", []Input{str("customer", "Customer"), {Name: "pallets", Type: "integer", Required: true, Description: "Pallets"}, {Name: "shipment", Type: "integer", Required: true, Description: "Shipment number"}},
			map[string]any{"customer": "Tallis Foods", "pallets": json.Number("12")}, "shipment", json.Number("1")},
		// "lic." ends no sentence (Lexicon.Abbreviations): the name is in
		// the sentence that speaks of the call
		{"abbreviation in parens", "Put Ada Kearns (lic. PX-4471) on SH-12 as lead.", []Input{str("show_id", "Show ID"), str("shooter", "Shooter's name"), str("license", "License number")},
			map[string]any{"show_id": "SH-12", "license": "PX-4471"}, "shooter", "Ada Kearns"},
		// a tag is a record's reference, as a ticket is (Lexicon.RecordWords)
		{"record tag", "LG-2290 is at carousel 4, done.", []Input{str("tag", "Luggage tag"), {Name: "carousel", Type: "integer", Required: true, Description: "Carousel"}},
			map[string]any{"carousel": json.Number("4")}, "tag", "LG-2290"},
		// a pitch with its sharp is one word: "G#2", no number 2
		{"sharp pitch", "Job OJ-77: replace the G#2 pipe on the Bourdon.", []Input{str("job_id", "Job ID"), str("stop", "Stop name"), str("note", "Note name, e.g. C#4")},
			map[string]any{"job_id": "OJ-77", "stop": "Bourdon"}, "note", "G#2"},
		// a saint's possessive is the name's own (Lexicon.PossessiveTitles)
		{"saint possessive", "St. Agatha's wants its bells rung on 2027-03-02.", []Input{str("parish", "Parish name"), str("date", "Date, YYYY-MM-DD")},
			map[string]any{"date": "2027-03-02"}, "parish", "St. Agatha's"},
		// a name's last word is no genus: "Brody dropped" is no species
		{"binomial after name", "ok so Hal Brody dropped off a coyote, he wants a full body mount", []Input{str("client", "Client's name"), str("species", "Species")},
			map[string]any{"client": "Hal Brody"}, "species", nil},
		// "the name of the buyer" asks for a name, as "Buyer name" does
		{"article name desc", "Could you sell harvest H-2210 to Blue Ocean Traders for $5.10 per kg?", []Input{str("harvest_id", "the harvest ID"), str("buyer", "the name of the buyer"), {Name: "price_per_kg", Type: "number", Required: true, Description: "the price per kilogram, default unit: dollar"}},
			map[string]any{"harvest_id": "H-2210", "price_per_kg": json.Number("5.10")}, "buyer", "Blue Ocean Traders"},
		// feed is a thing a measure measures out (Lexicon.CountedThings)
		{"counted feed", "For pond P-21, please set the feed to 12.5 kg of starter crumble daily.", []Input{str("pond_id", "the identifier of the pond"), str("feed_type", "the type of feed"), {Name: "daily_kg", Type: "number", Required: true, Description: "the daily amount of feed, default unit: kg"}},
			map[string]any{"pond_id": "P-21", "daily_kg": json.Number("12.5")}, "feed_type", "starter crumble"},
		// a member of four letters that ends in "e" is named by its "-ed"
		// ("biked" for bike), though "not" names no note
		{"ed member", "biked 12.4 km to work today", []Input{{Name: "km", Type: "number", Required: true, Description: "Distance in km"}, {Name: "mode", Type: "string", Required: true, Enum: []any{"car", "bus", "train", "bike", "walk"}}},
			map[string]any{"km": json.Number("12.4")}, "mode", "bike"},
		// an example list goes on past a product's name of three words
		{"example past long name", "We need a dolly for 3 days.", []Input{str("item", "the equipment item, e.g. ARRI Alexa Mini, dolly"), {Name: "days", Type: "integer", Required: true, Description: "the rental length in days"}},
			map[string]any{"days": json.Number("3")}, "item", "dolly"},
		// a capital letter after the input's own word is a label, no article
		{"letter label", "Open trench A at site MX-14 down to 200 cm.", []Input{str("site_code", "the site code"), str("trench_label", "the label of the trench"), {Name: "depth_cm", Type: "integer", Required: true, Description: "the target depth, default unit: cm"}},
			map[string]any{"site_code": "MX-14", "depth_cm": json.Number("200")}, "trench_label", "A"},
		// digits and a capital letter after the input's own word: a label
		// as written, though "42B" reads 42 bytes
		{"number label", "Subsequently, log the footage from card A012 for scene 42B.", []Input{str("card_label", "the label of the memory card"), str("scene", "the scene number")},
			map[string]any{"card_label": "A012"}, "scene", "42B"},
		{"number label gate", "Reserve LAX parking on level P2 for 5 days, then walk me to gate 54B in Terminal 4.", []Input{str("terminal", "Terminal"), str("gate", "Gate")},
			map[string]any{"terminal": "4"}, "gate", "54B"},
		// a reason is the clause "because" opens (Lexicon.TextCues)
		{"because", "Backfill trench TR-305 because of flooding.", []Input{str("trench_id", "the trench ID"), str("reason", "the reason for backfilling")},
			map[string]any{"trench_id": "TR-305"}, "reason", "flooding"},
		{"because clause", "Refund $35.50 on order 88123 because the item arrived damaged.", []Input{str("order_id", "Order ID"), {Name: "amount", Type: "number", Required: true}, str("reason", "Refund reason")},
			map[string]any{"order_id": "88123", "amount": json.Number("35.50")}, "reason", "the item arrived damaged"},
		// a member of the input's value set and a label after it: the one
		// of its kind the label picks out, no kind ("Studio" was a wrong
		// value)
		{"member label", "Hi team - can we get Studio B for a rehearsal on Nov 14, 2026 at 7:30 pm? Thanks, Dana", []Input{str("room", "the rehearsal room"), str("date", "the rehearsal date, format: YYYY-MM-DD"), str("start_time", "the start time, format: HH:MM")},
			map[string]any{"date": "2026-11-14", "start_time": "19:30"}, "room", "Studio B"},
		// a number alone labels a member written with a capital ("Studio
		// 3"), unless it counts the word after it ("Twin 2 nights")
		{"member number label", "Rehearse 2027-06-10 in Studio 3", []Input{str("date", "Date, YYYY-MM-DD"), str("room", "Room")},
			map[string]any{"date": "2027-06-10"}, "room", "Studio 3"},
		{"member number counts", "Twin 2 nights from 2027-05-01 for Abel Marsh", []Input{str("guest", "Guest"), str("room", "Room"), {Name: "nights", Type: "integer", Required: true, Description: "Nights"}, str("check_in", "Check-in date, YYYY-MM-DD")},
			map[string]any{"guest": "Abel Marsh", "nights": json.Number("2"), "check_in": "2027-05-01"}, "room", "twin"},
		// a character is named as a person is (Lexicon.ProperNameWords)
		{"character", "Desdemona's costume is a small - please order it.", []Input{str("character", "the character"), {Name: "size", Type: "string", Required: true, Enum: []any{"XS", "S", "M", "L", "XL"}}},
			map[string]any{"size": "S"}, "character", "Desdemona"},
		// a topic may hold a name's words ("JavaScript closures") and ends
		// before a locative and a date; a title goes on through "in" and
		// a name ("Empowering Women in STEM" is no "Empowering Women")
		{"topic named", "15 medium questions on JavaScript closures", []Input{str("topic", "Quiz topic"), {Name: "questions", Type: "integer", Required: true}, {Name: "difficulty", Type: "string", Required: true, Enum: []any{"easy", "medium", "hard"}}},
			map[string]any{"questions": json.Number("15"), "difficulty": "medium"}, "topic", "JavaScript closures"},
		{"topic before date", "Set up a 45-minute video call about Q4 Roadmap on 2025-10-14 at 3:30 PM.", []Input{str("topic", "Meeting topic"), str("date", "Date, YYYY-MM-DD"), str("time", "Start time"), {Name: "duration_minutes", Type: "integer", Required: true}},
			map[string]any{"date": "2025-10-14", "time": "3:30 PM", "duration_minutes": json.Number("45")}, "topic", "Q4 Roadmap"},
		{"topic title", "Please organize a workshop on Empowering Women in STEM virtually on August 23, 2023, lasting for 3 hours.", []Input{str("topic", "The topic of the workshop"), str("date", "The date of the workshop"), {Name: "duration", Type: "integer", Required: true, Description: "Duration in hours"}},
			map[string]any{"date": "2023-08-23", "duration": json.Number("3")}, "topic", nil},
		// a member of two words said in the plural, written as the member
		{"plural member of two words", "Ring up 12 neon tetras.", []Input{str("species", "Fish species, e.g. neon tetra, clownfish"), {Name: "count", Type: "integer", Required: true, Description: "Number of fish"}},
			map[string]any{"count": json.Number("12")}, "species", "neon tetra"},
		// a word between a count and what it counts describes them: "5
		// anti-poaching patrols" counts patrols, no anti-poaching
		{"count modifier", "Schedule 5 anti-poaching patrols per week in Serengeti.", []Input{str("reserve", "The name of the reserve"), {Name: "patrols_per_week", Type: "integer", Required: true, Description: "The number of patrols per week"}},
			map[string]any{"reserve": "Serengeti"}, "patrols_per_week", json.Number("5")},
		// an identifier whose name and description name no kind of it
		// takes an identifier's code ("Account number"), but a code
		// written in parts is no part of it ("plate AB12 CDE")
		{"id by description", "try resetting the modem on 8803-5120", []Input{str("account", "Account number")},
			nil, "account", "8803-5120"},
		{"id in parts", "Register VIN 1HGCM82633A004352 with plate AB12 CDE.", []Input{str("vin", "Vehicle identification number"), str("plate", "License plate")},
			map[string]any{"vin": "1HGCM82633A004352"}, "plate", "AB12 CDE"},
		{"id in parts, a year", "Pay parking for my car (plate B-MW 2024) in zone 12 for half an hour", []Input{str("zone", "Parking zone"), str("plate", "License plate"), {Name: "minutes", Type: "integer", Required: true}},
			map[string]any{"zone": "12", "minutes": json.Number("30")}, "plate", nil},
		// a medication is measured out (Lexicon.CountedThings), and a count
		// of times is no word of it
		{"counted drug", "Please dispense 2.5 mg of warfarin for MRN 00519877.", []Input{str("patient_mrn", "The medical record number of the patient"), str("drug_name", "The generic name of the drug"), {Name: "dose_mg", Type: "number", Required: true, Description: "The dose in milligrams"}},
			map[string]any{"patient_mrn": "00519877", "dose_mg": json.Number("2.5")}, "drug_name", "warfarin"},
		{"counted drug, times", "Update the medication schedule of Harold Kim: 500 mg of metformin twice per day.", []Input{str("client_name", "Client's name"), str("medication", "Medication"), {Name: "dose_mg", Type: "number", Required: true}, {Name: "times_per_day", Type: "integer", Required: true}},
			map[string]any{"client_name": "Harold Kim", "dose_mg": json.Number("500"), "times_per_day": json.Number("2")}, "medication", "metformin"},
		// "out of" places a name as "from" does
		{"out of", "Firstly, plan a 4-night trip on the Sea Breeze out of Galveston.", []Input{str("ship", "The name of the ship"), str("departure_port", "The departure port"), {Name: "nights", Type: "integer", Required: true, Description: "The number of nights"}},
			map[string]any{"ship": "Sea Breeze", "nights": json.Number("4")}, "departure_port", "Galveston"},
		// a scientific name is an organism's, whatever its description
		// says of names
		{"binomial undescribed", "I would like to register a saliva sample named Donor-044 from Mus musculus.", []Input{str("sample_name", "The name of the sample"), str("organism", "The organism of the sample"), {Name: "sample_type", Type: "string", Required: true, Enum: []any{"blood", "tissue", "saliva"}}},
			map[string]any{"sample_name": "Donor-044", "sample_type": "saliva"}, "organism", "Mus musculus"},
		// a position's label before a word that is no unit ("zone 7
		// lasting 24 hours")
		{"label before a word", "Subsequently, issue a boil notice for zone 7 lasting 24 hours.", []Input{str("zone", "The distribution zone"), {Name: "hours", Type: "integer", Required: true, Description: "The expected duration in hours"}},
			map[string]any{"hours": json.Number("24")}, "zone", "7"},
		// an example of a capitalized word and a lowercase one is a
		// member, past an example of three words ("Japanese" had been
		// the material)
		{"example capital opens", "Kindly order 20 sheets of Japanese tissue.", []Input{str("material", "The material, e.g. Japanese tissue, wheat starch paste"), {Name: "quantity", Type: "integer", Required: true, Description: "The quantity"}},
			map[string]any{"quantity": json.Number("20")}, "material", "Japanese tissue"},
		// "The parcel identifier" reads as "Parcel identifier": the
		// identifier of the thing the input's name names
		{"id description after article", "Stake the 6 corners of LP-20950.", []Input{str("parcel", "The parcel identifier"), {Name: "corners", Type: "integer", Required: true, Description: "The number of corners"}},
			map[string]any{"corners": json.Number("6")}, "parcel", "LP-20950"},
		{"not no note", "I do not want it 3 times", []Input{{Name: "kind", Type: "string", Required: true, Enum: []any{"note", "task"}}, {Name: "times", Type: "integer", Required: true}},
			map[string]any{"times": json.Number("3")}, "kind", nil},
		// a member of a value set is written with the word that narrows it
		// (ValueSet.Modifiers): "warm gray", not gray
		{"set modifier", "TJ-3301 grout: warm gray", []Input{str("job_id", "Job ID"), str("color", "Grout color")},
			map[string]any{"job_id": "TJ-3301"}, "color", "warm gray"},
		// no postal code is one digit ("4" for "for")
		{"postal digits", "hey need a quote 4 a half load in 30318, couch is upstairs", []Input{str("zip", "ZIP code"), {Name: "load", Type: "string", Required: true, Enum: []any{"quarter", "half", "full"}}, {Name: "stairs", Type: "boolean", Required: true}},
			map[string]any{"load": "half", "stairs": true}, "zip", "30318"},
		// only the call's date inputs say how it writes dates: an object
		// number that reads as a date ("1990.7.1") does not
		{"date style from dates", "Request 1990.7.1 for the Rijksmuseum, 2027-04-01 to 2027-07-01", []Input{str("object_id", "Museum object number"), str("borrower", "Borrowing institution"), str("start", "Loan start, YYYY-MM-DD"), str("end", "Loan end, YYYY-MM-DD")},
			map[string]any{"object_id": "1990.7.1", "borrower": "the Rijksmuseum", "start": "2027-04-01"}, "end", "2027-07-01"},
		// a fraction of the example's shape is written as it stands
		{"fraction example", "1/2 size violin for Nora Blake for 9 months", []Input{{Name: "instrument", Type: "string", Required: true, Enum: []any{"violin", "cello"}}, str("size", "Size, e.g. 3/4"), {Name: "months", Type: "integer", Required: true}, str("student", "Student's name")},
			map[string]any{"instrument": "violin", "months": json.Number("9"), "student": "Nora Blake"}, "size", "1/2"},
		// a name that ends with the input's word labels no date after it
		{"no label before date", "please check Lotus Hall 2026-10-02 120 guests", []Input{str("hall", "Hall name"), str("date", "Date, YYYY-MM-DD"), {Name: "guests", Type: "integer", Required: true}},
			map[string]any{"date": "2026-10-02", "guests": json.Number("120")}, "hall", "Lotus Hall"},
		// "-ied" is "-y" inflected, as "-ies" is: "orthorectify" names
		// the member "orthorectified"
		{"ied member", "orthorectify SO-40412 then push to s3://mapping-prod/raw", []Input{str("order_id", "Order ID"), {Name: "product", Type: "string", Required: true, Enum: []any{"orthorectified", "pansharpened", "ndvi", "dem"}}},
			map[string]any{"order_id": "SO-40412"}, "product", "orthorectified"},
		// a description's last word says the kind where the name says none
		{"desc head kind", "deliver PJ-5512 to gs://farm-analytics/in", []Input{str("job_id", "Job ID"), str("bucket", "Cloud bucket URL")},
			map[string]any{"job_id": "PJ-5512"}, "bucket", "gs://farm-analytics/in"},
		{"name's word past it", "Confirm which medicine is available at Downtown Pharmacy located at 123 Main Street.", []Input{str("pharmacy_location", "the location of the pharmacy to check")}, nil, "pharmacy_location", nil},
		// and a number of days is no number of seats
		{"count", "Find a 3-day festival and get me tickets.", []Input{{Name: "number_of_seats", Enum: []any{"1", "2", "3", "4"}}}, nil, "number_of_seats", nil},
		// a lone value that fits the type but that no word ties to the
		// input is below the default threshold, but for the narrow kinds
		// (a date, a path, an address) where no sentence names the call:
		// then it is the one value of the input's kind (TestFillNarrowKindsOnce)
		{"lone date", "Book it for March 3, 2025.", []Input{str("date", "")}, nil, "date", "2025-03-03"},
		{"lone number", "Book it for 3 people.", []Input{{Name: "count", Type: "integer", Required: true}}, nil, "count", nil},
		// a time for a date and time takes the sentence's one date
		{"datetime", "Create an event on 2024-12-31 at 10:00 and ending at 12:00.",
			[]Input{str("start_time", "The start time of the event in format YYYY-MM-DD HH:MM"), str("end_time", "The end time of the event in format YYYY-MM-DD HH:MM")},
			map[string]any{"start_time": "2024-12-31 10:00"}, "end_time", "2024-12-31 12:00"},
		{"pair", "Fly from Boston to Denver.", []Input{str("origin", ""), str("destination", "")}, nil, "destination", "Denver"},
		// a number whose unit is the input's word is a member of its enum
		// of digits; "2 nights" is no star rating
		{"star", "Find me a 4-star hotel for 2 nights.", []Input{{Name: "star_rating", Enum: []any{"1", "2", "3", "4", "5"}}}, nil, "star_rating", "4"},
		// a capital letter after the input's word is a label: "Product A"
		// is a product, as "Region X" is a region
		{"label", "Predict the demand for Product A within Region X.", []Input{str("product", ""), str("region", "")}, map[string]any{"region": "Region X"}, "product", "Product A"},
		// a number of what a rate is per is no rate: "4 nights" is no
		// price per night
		{"per", "Then reserve a room at a similar price for 4 nights.",
			[]Input{{Name: "room_rate", Type: "number", Required: true, Description: "price of the room per night"}}, nil, "room_rate", nil},
		// a parenthesis right after a word glosses it: the 28 is the
		// female partner's age, the 32 the male's
		{"gloss", "Calculate the fertility rate from the ages of the female partner (28 years) and the male partner (32 years).",
			[]Input{{Name: "female_age", Type: "integer", Required: true}, {Name: "male_age", Type: "integer", Required: true}}, nil, "female_age", json.Number("28")},
		// a naming verb says the value is a name: no content_type, though
		// "content" stands before it; an account number and a hotel are
		// named so too
		{"named", `Please craft a blog content named "How to Bake a Cake" with SEO keywords.`,
			[]Input{str("title", "the title of the content"), str("content_type", "the type of content")}, nil, "content_type", nil},
		{"labeled", `Provide the current balance for the account labeled "123456789" held at Bank of America.`,
			[]Input{str("account_number", "the account number")}, nil, "account_number", "123456789"},
		{"called", `Book a room at the hotel called "Grand Plaza" for two nights.`, []Input{str("hotel", "the hotel")}, nil, "hotel", "Grand Plaza"},
		// a labelled name is the noun its label follows: "Yoga Studio A"
		// is a studio, no yoga type; and "Therapist Johnson", with no
		// label, a therapist
		{"labelled", "Find a suitable yoga class at Yoga Studio A at 8:00 AM.",
			[]Input{str("yoga_type", "type of yoga class"), str("time", "the time of the class")}, map[string]any{"time": "8:00 AM"}, "yoga_type", nil},
		// a company's legal suffix says it is a company
		{"company", "Analyze the stock market data for Apple Inc. between 2021-01-01 and 2021-12-31.", []Input{str("company", "the name of the company")}, nil, "company", "Apple Inc."},
		// a preposition names the value after it: "by" the author, not the
		// book before it
		{"by", `Please scout for the book "Harry Potter" by J.K. Rowling in the library database.`,
			[]Input{str("author", "the author of the book")}, nil, "author", "J.K. Rowling"},
		{"title and name", "Schedule a massage with Therapist Johnson for 60 minutes.", []Input{str("therapist", "the therapist")}, nil, "therapist", "Therapist Johnson"},
		// a code or a number that a name's words qualify is one mention,
		// written whole: neither "B4" nor "737" rivals the name that
		// spans it; an identifier's label is no such word
		{"qualified code", "Following this, assess the signal strength for Area B4.", []Input{str("provider", "the network provider"), str("coverage_area", "the area to check")},
			nil, "coverage_area", "Area B4"},
		{"qualified number", "Determine the flight range of a Boeing 737 aircraft that has a fuel capacity of 15,000 liters.", []Input{str("aircraft_type", "type of the aircraft")}, nil, "aircraft_type", "Boeing 737"},
		{"label is no qualifier", "Retrieve information about a customer with ID 12345. Execute an order for this customer.", []Input{str("customer_name", "the name of the customer")},
			nil, "customer_name", nil},
		// the one number of the unit the input asks for, where the request
		// speaks of the call, is its value
		{"measured", "Set up a 4-hour tutoring session on algebra.", []Input{{Name: "duration", Type: "integer", Required: true, Description: "length of the session in hours"}, str("topic", "")},
			map[string]any{"topic": "algebra"}, "duration", json.Number("4")},
		// and "a 35-year-old" is an age, no years of experience
		{"age", "Find a 35-year-old volunteer with coaching experience for the event.", []Input{{Name: "experience", Type: "integer", Required: true, Description: "years of experience"}, str("event", "")},
			map[string]any{"event": "the event"}, "experience", nil},
		{"age, not years", "Find a 35-year-old volunteer with coaching experience for the event.", []Input{{Name: "years_of_experience", Type: "integer", Required: true}, str("event", "")},
			map[string]any{"event": "the event"}, "years_of_experience", nil},
		{"age is an age", "Find a 35-year-old volunteer with coaching experience for the event.", []Input{{Name: "age", Type: "integer", Required: true, Description: "the age in years"}, str("event", "")},
			map[string]any{"event": "the event"}, "age", json.Number("35")},
		// a quoted string is what a title or a message is; for an author
		// (the "by" test above) it stays a rival
		// an aircraft described as "Aircraft tail number" is identified by
		// a code, as an "Aircraft ID" is (a probe request)
		{"tail number", "Squawk on N2214Q: nav light out.", []Input{str("aircraft", "Aircraft tail number"), str("issue", "Issue found")},
			map[string]any{"issue": "nav light out"}, "aircraft", "N2214Q"},
		// a description's example settles a span: "jade green", no
		// "green" (a probe request)
		{"example span", "We're low on jade green, order twenty pounds.", []Input{str("color", "Color name, e.g. jade green"), {Name: "pounds", Type: "number", Required: true, Description: "Weight in pounds"}},
			map[string]any{"pounds": json.Number("20")}, "color", "jade green"},
		// an input's word right before a name labels that name, not the
		// one before it: "with mentor Kate Lund" (a probe request)
		{"label before", "Pair Omar Reyes with mentor Kate Lund on Monday.", []Input{str("mentee", "Mentee's name"), str("mentor", "Mentor's name")},
			nil, "mentor", "Kate Lund"},
		// a possessive ends a name before an acronym: the EP is what the
		// artist owns (a probe request)
		{"possessive acronym", `Put out Tomas's EP "Low Tide" in March.`, []Input{str("artist", "Artist or band name"), str("title", "Release title"), {Name: "format", Type: "string", Required: true, Enum: []any{"single", "EP", "LP"}}},
			map[string]any{"title": "Low Tide", "format": "EP"}, "artist", "Tomas"},
		// a thread described as "Thread color" takes a color (Lexicon.
		// ValueSets), as a color input does (a probe request)
		{"described class", "Sew BK-1180 with red thread.", []Input{str("order_id", "Order ID"), str("thread", "Thread color")},
			map[string]any{"order_id": "BK-1180"}, "thread", "red"},
		// a member that is a verb, named in its past form (a probe request)
		{"member's past", "Claim CL-2208 rejected, notify the owner.", []Input{str("claim_id", "Claim ID"), {Name: "decision", Type: "string", Required: true, Enum: []any{"approve", "reject", "escalate"}}},
			map[string]any{"claim_id": "CL-2208"}, "decision", "reject"},
		// a size written apart is a size as written, for an input that
		// takes it as text (and no phone number with its extension is
		// one: "800-555-0199 x 12"); a probe request
		{"size apart", "Order 8 ft of 3/8 x 2-1/4 flat bar stock.", []Input{str("size", "Bar size, e.g. 1/4 x 1-1/2"), {Name: "feet", Type: "number", Required: true, Description: "Length in feet"}},
			map[string]any{"feet": json.Number("8")}, "size", "3/8 x 2-1/4"},
		{"no size", "Ring 800-555-0199 x 12", []Input{str("number", "Phone number to call"), str("extension", "Extension")},
			map[string]any{"extension": "12"}, "number", "800-555-0199"},
		// "and 3 others" counts the others: no party's size (asked), but
		// the guests' count (a probe request)
		{"companions", "Book Rosa Lind and 3 others on the 10:00 boat.", []Input{str("passenger", "Lead passenger's name"), {Name: "party_size", Type: "integer", Required: true, Description: "Passengers"}},
			map[string]any{"passenger": "Rosa Lind"}, "party_size", nil},
		{"companions counted", "Book Rosa Lind and 3 others on the 10:00 boat.", []Input{str("passenger", "Lead passenger's name"), {Name: "extra_guests", Type: "integer", Required: true, Description: "Guests with the lead passenger"}},
			map[string]any{"passenger": "Rosa Lind"}, "extra_guests", json.Number("3")},
		// "guests" alone may count the lead guest among them (a holdout
		// request's gold is 6): asked
		// friends are companions as others are (a holdout request's
		// gold is 4)
		{"companions friends", "Foray in Savernake Forest for Ruth Elkins and 3 friends", []Input{str("forager", "Lead forager"), {Name: "people", Type: "integer", Required: true, Description: "People"}, str("wood", "Wood")},
			map[string]any{"forager": "Ruth Elkins", "wood": "Savernake Forest"}, "people", nil},
		{"companions guests", "Book a tour for Lucy Hart and 5 others on 2027-10-02", []Input{str("lead", "Lead guest"), {Name: "guests", Type: "integer", Required: true, Description: "Guests"}, str("date", "Date, YYYY-MM-DD")},
			map[string]any{"lead": "Lucy Hart", "date": "2027-10-02"}, "guests", nil},
		// a possessive ends a name before a compound that ends in
		// lowercase (a probe request)
		{"possessive compound", "Take in Ada Kwon's Edwardian-style writing desk.", []Input{str("owner", "Owner's name"), str("piece", "Piece")},
			map[string]any{"piece": "writing desk"}, "owner", "Ada Kwon"},
		{"hyphened given name", "viola in from Min-jun Seo, cracked top plate", []Input{str("owner", "Owner's name"), str("instrument", "Instrument"), str("issue", "Issue")},
			map[string]any{"instrument": "viola", "issue": "cracked top plate"}, "owner", "Min-jun Seo"},
		// a relationship is one of kin or of a household (Lexicon.
		// ValueSets; a probe request)
		{"relationship", "On BND-9001, add her brother Omar Haddad as cosigner.", []Input{str("bond_id", "Bond ID"), str("cosigner", "Cosigner's name"), str("relationship", "Relationship to the defendant")},
			map[string]any{"bond_id": "BND-9001", "cosigner": "Omar Haddad"}, "relationship", "brother"},
		// "a month pass" where the pass is "month" is no quantity of a
		// month (a probe request)
		{"attributive unit", "Sign up Omar Diaz, 12, and sell him a month pass.", []Input{{Name: "age", Type: "integer", Required: true, Description: "Age"}, {Name: "pass_type", Type: "string", Required: true, Enum: []any{"day", "month", "season"}}},
			map[string]any{"pass_type": "month"}, "age", json.Number("12")},
		// a collective number that opens its sentence is a verb there,
		// no two (a probe request)
		{"pair verb", "Pair round 3 of the Spring Rapid.", []Input{str("tournament", "Tournament name"), {Name: "round", Type: "integer", Required: true, Description: "Round number"}},
			map[string]any{"tournament": "Spring Rapid"}, "round", json.Number("3")},
		// a position's label is no quantity: "Pier 7" holds no party of
		// 7 (a probe request)
		{"position label", "Book Ana Ruiz from Marina Green to Pier 7 and put the Heron on it.", []Input{str("passenger", "Lead passenger's name"), str("dropoff_dock", "Drop-off dock"), {Name: "party_size", Type: "integer", Required: true, Description: "Passengers"}},
			map[string]any{"passenger": "Ana Ruiz"}, "party_size", nil},
		{"described class after a qualifier", "Enroll Tariq Aziz in adults, he's a blue belt.", []Input{str("student", "Student's name"), str("program", "Program"), str("belt", "Current belt color")},
			map[string]any{"student": "Tariq Aziz", "program": "adults"}, "belt", "blue"},
		// a model is a proper name, the one the request gives (a probe
		// request); but a model described as "Model number" is a code
		{"model name", "Fit Ines Roy with a Widex Moment 440 on the left.", []Input{str("patient", "Patient's name"), str("model", "Hearing aid model"), str("ear", "Ear")},
			map[string]any{"patient": "Ines Roy", "ear": "left"}, "model", "Widex Moment 440"},
		{"model number", "check recalls for KRF925SBS please", []Input{str("model", "Model number")}, nil, "model", "KRF925SBS"},
		// "Client is Ada Vance.": the input's word states the name in a
		// sentence of its own (a probe request)
		{"label sentence", "Can we see the Vances' kitchen at 9 Elm Row on 2026-12-03? Client is Ada Vance.", []Input{str("client", "Client's name"), str("address", "Address"), str("date", "Date, YYYY-MM-DD")},
			map[string]any{"address": "9 Elm Row", "date": "2026-12-03"}, "client", "Ada Vance"},
		// "e.g. 6 in" is a quantity in inches, and "an 8 in pot" writes
		// one (a probe request)
		{"unit abbreviation apart", "Moved the jade into an 8 in pot.", []Input{str("plant", "Plant"), str("pot_size", "New pot size, e.g. 6 in")},
			map[string]any{"plant": "jade"}, "pot_size", "8 in"},
		// "cu" is cubic's abbreviation: debris_cu_yd is a volume, which
		// "cubic yards" measures (a probe request)
		{"cubic abbreviation", "WO-7710 done, hauled 2.5 cubic yards of gravel.", []Input{str("work_order", "Work order"), {Name: "debris_cu_yd", Type: "number", Required: true, Description: "Debris removed in cubic yards"}},
			map[string]any{"work_order": "WO-7710"}, "debris_cu_yd", json.Number("2.5")},
		// a day described as "Day of the week" takes a weekday's name,
		// which no date is (Lexicon.ValueSets; a probe request)
		{"weekday", "TC-1180 with Ms. Ibarra on Thursday.", []Input{str("student_id", "Student ID"), str("tutor", "Tutor's name"), str("day", "Day of the week")},
			map[string]any{"student_id": "TC-1180", "tutor": "Ms. Ibarra"}, "day", "Thursday"},
		{"verbatim", `Get me the details of "Inception" from 2010.`, []Input{str("title", "the title"), {Name: "year", Type: "integer"}},
			map[string]any{"year": json.Number("2010")}, "title", "Inception"},
		// an input that takes a person by role (Lexicon.PersonInputs) takes
		// the one person's name where the request speaks of the call; a
		// place's name is none, nor a single word, nor "The Tate" (probe
		// requests)
		{"person by role", "put Kofi Mensah on RA-208 as L3 pls", []Input{str("job_id", "Job ID"), str("technician", "Technician")},
			map[string]any{"job_id": "RA-208"}, "technician", "Kofi Mensah"},
		{"person titled", "Book the deposition of Dr. Alan Pryce in case 2:26-cv-01183.", []Input{str("case_number", "Case number"), str("witness", "Witness")},
			map[string]any{"case_number": "2:26-cv-01183"}, "witness", "Dr. Alan Pryce"},
		{"role at a place", "Send a technician to job RA-208 at Halvorsen Tower.", []Input{str("job_id", "Job ID"), str("technician", "Technician")},
			map[string]any{"job_id": "RA-208"}, "technician", nil},
		{"role on a street", "Send a technician to RA-208, Quarry Road Depot.", []Input{str("job_id", "Job ID"), str("technician", "Technician")},
			map[string]any{"job_id": "RA-208"}, "technician", nil},
		// a chat's emoji shortcode is no word, and its mention no record's
		// identifier (probe requests)
		{"shortcode", "@barn Sheared Clementine today, baby grade, 4.2 lb :tada:", []Input{str("animal", "Animal"), {Name: "weight_lb", Type: "number", Required: true, Description: "Fleece weight in pounds"}},
			map[string]any{"weight_lb": json.Number("4.2")}, "animal", nil},
		{"mention no id", "@sales FL-0931 sold to Twisted Purl Yarns for $185", []Input{str("fleece_id", "Fleece ID"), str("buyer", "Buyer")},
			map[string]any{"buyer": "Twisted Purl Yarns"}, "fleece_id", "FL-0931"},
		// a sentence that refers back with a contracted pronoun ("She's")
		// makes the one before it the call's (a probe request)
		{"contracted anaphor", "Hi there, we just moved to the area. Could Ava Lindqvist be assessed? She's in grade 7.",
			[]Input{str("student", "Student"), {Name: "grade_level", Type: "integer", Required: true, Description: "Grade level"}},
			map[string]any{"grade_level": json.Number("7")}, "student", "Ava Lindqvist"},
		// the one writing names themself: the person an organiser is,
		// though the sentence speaks of no call; not a venue (a probe
		// request)
		{"self-introduced", "Could I book a party for 14 lads on 2027-04-10? Name's Callum Frost.",
			[]Input{str("organiser", "Organiser"), {Name: "players", Type: "integer", Required: true, Description: "Players"}, str("date", "Date, YYYY-MM-DD")},
			map[string]any{"players": json.Number("14"), "date": "2027-04-10"}, "organiser", "Callum Frost"},
		{"self-introduced, no person", "Could I book a party for 14 lads on 2027-04-10? Name's Callum Frost.",
			[]Input{str("venue", "Venue"), {Name: "players", Type: "integer", Required: true, Description: "Players"}, str("date", "Date, YYYY-MM-DD")},
			map[string]any{"players": json.Number("14"), "date": "2027-04-10"}, "venue", nil},
		// a building is a place (Lexicon.PlaceWords): the name after "at"
		// (a probe request)
		{"building", "Inspect car E-2 at Dunmore Plaza on 2027-03-15, not the 14th.",
			[]Input{str("building", "Building"), str("elevator_id", "Elevator ID"), str("date", "Date, YYYY-MM-DD")},
			map[string]any{"elevator_id": "E-2", "date": "2027-03-15"}, "building", "Dunmore Plaza"},
		// an input that takes an organization (Lexicon.OrganizationInputs)
		// prefers a name, though no company's word ends it; not one after
		// "the", whose article the request leaves open ("role of one word"
		// below: a borrowing institution) (probe requests)
		{"organization", "We need 12 more vests from Zone Tactical.", []Input{{Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}, str("supplier", "Supplier")},
			map[string]any{"quantity": json.Number("12")}, "supplier", "Zone Tactical"},
		// a person's input takes no customer's words quoted, though a name
		// quoted (nestful-glaive-0045); nor a note's fragment (probe
		// requests)
		{"quoted words", `Customer said: "Can we get 4 spots on the 2027-09-12 walk? Under Hollis Wade."`,
			[]Input{str("guest", "Lead guest"), {Name: "guests", Type: "integer", Required: true, Description: "Number of guests"}, str("date", "Date, YYYY-MM-DD")},
			map[string]any{"guests": json.Number("4"), "date": "2027-09-12"}, "guest", nil},
		{"quoted name", "Create an invoice for $500 for 'John Doe' with a due date of '2023-01-01' and a description of 'Website design'",
			[]Input{str("client_name", "The name of the client"), {Name: "amount", Type: "number", Required: true}, str("due_date", "Due date"), str("description", "Description")},
			map[string]any{"amount": json.Number("500"), "due_date": "2023-01-01", "description": "Website design"}, "client_name", "John Doe"},
		{"no fragment", "Tell the owner of Harlow Court, Ingrid Solberg - not her husband.",
			[]Input{str("building", "Building"), str("owner", "Owner")},
			map[string]any{"building": "Harlow Court"}, "owner", "Ingrid Solberg"},
		// a person's name with particles between its words reads as a
		// person's; and the input's own word before a person's name labels
		// it (probe and corpus-everyday requests)
		{"particles", "Enroll Zoë van der Berg in cello with Mr. Lindqvist.", []Input{str("student", "Student"), str("instrument", "Instrument"), str("teacher", "Teacher")},
			map[string]any{"instrument": "cello", "teacher": "Mr. Lindqvist"}, "student", "Zoë van der Berg"},
		// and where the name opens the sentence, its particles carry
		// it on, past a first name that is a month's abbreviation too
		// ("Berg" had been a wrong value); a particle before a code
		// carries no name on ("Cap van V-7")
		{"opening particles", "Jan van der Berg's loft got the paramyxo jab today.", []Input{str("loft", "Loft owner"), str("vaccine", "Vaccine")},
			map[string]any{"vaccine": "paramyxo"}, "loft", "Jan van der Berg"},
		// a capitalized determiner after a possessive opens a title of
		// its own: "Holst's The Planets" is no one name (a probe request:
		// a wrong value; "Holst" and "The Planets" rival now, an ask)
		{"possessive before a title", "Send OC-9925 the parts for Holst's The Planets.", []Input{str("contract_id", "Contract ID"), str("piece", "Piece")},
			map[string]any{"contract_id": "OC-9925"}, "piece", nil},
		// a holder is a person (Lexicon.PersonInputs; a probe request:
		// asked)
		{"holder", "Plot 14B goes to Gwen Pritchard (she was on the waiting list since 2024).", []Input{str("holder", "Plot holder"), str("plot", "Plot number")},
			map[string]any{"plot": "14B"}, "holder", "Gwen Pritchard"},
		// a description's head says a handle as a name's word does
		// ("Cacher handle"; a probe request: asked)
		{"handle described", "Give @mossyrocks the TB5K2JX coin.", []Input{str("cacher", "Cacher handle"), str("coin", "Coin code")},
			map[string]any{"coin": "TB5K2JX"}, "cacher", "mossyrocks"},
		// Spanish and German titles open a name, kept with it as "Dr."
		// is (a probe request: "Sra." ended a sentence, an ask)
		{"spanish title", "Please ring Sra. Lucía Fernández back on +34 912 345 678.", []Input{str("contact", "Contact name"), str("phone", "Phone number")},
			map[string]any{"phone": "+34 912 345 678"}, "contact", "Sra. Lucía Fernández"},
		// SN labels a serial number as SKU labels a product's code (a
		// probe request: "SN" outranked the serial)
		{"serial label", "Chair SN 88-40217 at Harbour Dental keeps losing suction.", []Input{str("clinic", "Clinic"), str("chair", "Chair serial")},
			map[string]any{"clinic": "Harbour Dental"}, "chair", "88-40217"},
		// a leader is a person (a probe request: asked)
		{"leader", "Party of 5 led by Astrid Nilsen, doing the Haute Route.", []Input{str("leader", "Leader"), {Name: "size", Type: "integer", Required: true, Description: "Party size"}, str("route", "Route")},
			map[string]any{"size": json.Number("5"), "route": "Haute Route"}, "leader", "Astrid Nilsen"},
		// a first name's initial after a stop word goes on to the family
		// name (a probe request: "J" was a wrong value)
		{"initial after a stop word", "CJ-7784 signed for by J. Whitaker at reception.", []Input{str("job_id", "Job ID"), str("signed_by", "Signed by")},
			map[string]any{"job_id": "CJ-7784"}, "signed_by", "J. Whitaker"},
		// a correction's value another argument gives corrects that
		// argument, not this one (a probe request: the night was taken
		// back, an ask)
		{"correction of another", "ON-5501: add M31 and the Double Cluster... actually just M31.", []Input{str("night_id", "Night ID"), str("target", "Target")},
			map[string]any{"target": "M31"}, "night_id", "ON-5501"},
		// a cold frame, a slip, a pen, a shelf are positions, labelled as
		// a room or a bay is (Lexicon.PositionLabels; a probe request:
		// asked)
		{"frame label", "Shift PB-8815 to frame 3.", []Input{str("batch_id", "Batch ID"), str("frame", "Cold frame")},
			map[string]any{"batch_id": "PB-8815"}, "frame", "3"},
		// a negator takes back a value past its currency's sign ("not
		// $31"; a probe request: asked)
		{"negated amount", "TX-9034 says the fare should have been $23, not $31.", []Input{str("trip_id", "Trip ID"), {Name: "claimed", Type: "number", Required: true, Description: "Fare claimed in USD"}},
			map[string]any{"trip_id": "TX-9034"}, "claimed", json.Number("23")},
		{"particle before a code", "Cap van V-7 at 55 mph", []Input{str("vehicle", "Vehicle ID"), {Name: "kmh", Type: "number", Description: "Limit in km/h"}},
			map[string]any{"kmh": json.Number("88.51")}, "vehicle", "V-7"},
		{"role's label", "Patient Harold Finch was seen today. Book a tympanometry test for him on 2026-04-09.", []Input{str("patient", "Patient"), str("test", "Test"), str("date", "Date")},
			map[string]any{"test": "tympanometry", "date": "2026-04-09"}, "patient", "Harold Finch"},
		{"contestant", "First prize goes to Clara Weiss.", []Input{str("contestant", "Contestant"), str("prize", "Prize")},
			map[string]any{"prize": "First prize"}, "contestant", "Clara Weiss"},
		{"role of one word", "The Tate asks to borrow 1987.114.2.", []Input{str("object_id", "Object ID"), str("borrower", "Borrowing institution")},
			map[string]any{"object_id": "1987.114.2"}, "borrower", nil},
		// a title written in lowercase may be the name's or none: the name
		// after it is a guess (a probe request: "Reginald" was a wrong value
		// for "Sir Reginald")
		{"lowercase title", "3) sir Reginald the dragon needs repair, his jaw hinge is loose", []Input{str("puppet", "Puppet name"), str("issue", "Issue")},
			map[string]any{"issue": "jaw hinge is loose"}, "puppet", nil},
		// a researcher, a climber, an angler are people by their role
		// (Lexicon.PersonInputs; corpus-everyday's labinstruments-0001)
		{"researcher", "Please train Felix Hartmann on the mass spectrometer.", []Input{str("researcher", "Researcher"), str("instrument", "Instrument")},
			map[string]any{"instrument": "mass spectrometer"}, "researcher", "Felix Hartmann"},
		// an identifier spoken is no identifier of its letters: "MT forty
		// four ten" (a probe request: "MT" was a wrong value)
		{"spoken id", "add two dollies to reservation MT forty four ten", []Input{str("reservation_id", "Reservation ID"), {Name: "dollies", Type: "integer", Required: true, Description: "Number of dollies"}},
			map[string]any{"dollies": json.Number("2")}, "reservation_id", nil},
		// a quantity in inches keeps its mark, as written and as the
		// example writes it (a probe request: "1/2" was a wrong value)
		{"inch mark", `Drop-off for Mathis Gagnon at 1/2" hollow, then profile that ticket to combo.`, []Input{str("customer", "Customer name"), str("hollow", `Radius of hollow, e.g. 1/2"`)},
			map[string]any{"customer": "Mathis Gagnon"}, "hollow", `1/2"`},
		// a spaced dash parts fields as a spaced bar does (a probe request:
		// "SoundBar 300 —" was a wrong value)
		{"dash fields", "Ticket — Name: Pedro Alves — Product: SoundBar 300 — Issue: no sound over HDMI", []Input{str("customer", "Customer name"), str("product", "Product"), str("issue", "Issue")},
			map[string]any{"customer": "Pedro Alves", "issue": "no sound over HDMI"}, "product", "SoundBar 300"},
		// a memo's header is no person's name: "Attn: scheduling" (a probe
		// request: asked)
		{"memo header", "Attn: payroll\nLog 3.5 hours for Svetlana Morozova.", []Input{str("interpreter", "Interpreter name"), {Name: "hours", Type: "number", Required: true, Description: "Hours"}},
			map[string]any{"hours": json.Number("3.5")}, "interpreter", "Svetlana Morozova"},
		// for an input that takes a person, a place after a locative is no
		// rival of the one person's name (a probe request: asked)
		{"place no person", "We're over from Leeds for our anniversary, so could you book a tour for 2 under Graham Pickering on the 3rd of May 2027?",
			[]Input{str("guest", "Lead guest name"), {Name: "party_size", Type: "integer", Required: true, Description: "Party size"}, str("date", "Date, YYYY-MM-DD")},
			map[string]any{"party_size": json.Number("2"), "date": "2027-05-03"}, "guest", "Graham Pickering"},
		// a copula's degree is no value: "is a bit out of town" (a probe
		// request: "bit" outranked the hotel's name)
		{"degree", "Our hotel is a bit out of town, it's the Old Rectory Inn, could you arrange a transfer for booking VT-6607?", []Input{str("booking_id", "Booking ID"), str("hotel", "Hotel name")},
			map[string]any{"booking_id": "VT-6607"}, "hotel", "Old Rectory Inn"},
	} {
		ch := fill(g, c.request, c.inputs, c.args, c.input, Sequence{})
		switch {
		case c.want == nil && ch.Found:
			t.Errorf("%s: filled %v (score %.2f, margin %.2f), want an ask", c.name, ch.Value, ch.Score, ch.Margin)
		case c.want != nil && (!ch.Found || fmt.Sprint(ch.Value) != fmt.Sprint(c.want)):
			t.Errorf("%s: %v (found %v, score %.2f, margin %.2f), want %v\n%s", c.name, ch.Value, ch.Found, ch.Score, ch.Margin, c.want,
				g.Read(c.request).Explain(Call{Tool: "tool", Inputs: c.inputs, Args: c.args, Open: []string{c.input}}, Sequence{}, c.input))
		}
	}
}

// An acronym is a name as well as a code: a gene's name is PTEN, not the
// genus of "Homo sapiens".
func TestFillAcronymName(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please retrieve the gene information of the PTEN from Homo sapiens and analyze its protein sequence.")
	in := []Input{{Name: "gene_name", Type: "string", Required: true, Description: "The name of the gene"}}
	ch := r.Fill(Call{Tool: "get_gene_sequence", Inputs: in, Open: []string{"gene_name"}}, Sequence{})[0]
	if ch.Found && ch.Value != "PTEN" {
		t.Errorf("gene_name = %v, want PTEN or an ask\n%s", ch.Value, r.Explain(Call{Tool: "get_gene_sequence", Inputs: in, Open: []string{"gene_name"}}, Sequence{}, "gene_name"))
	}
}

// A proper name right after a locative is where a call for a place
// happens: the weather conditions in New York, not at JFK Airport, which
// the sentence about the take-off names.
func TestFillLocated(t *testing.T) {
	g := New(Config{})
	r := g.Read("Determine the flight range of a Boeing 737. Follow up by checking the current weather conditions in New York. Lastly, prepare for the take-off from JFK Airport.")
	call := Call{Tool: "check_weather_conditions", Inputs: []Input{{Name: "location", Type: "string", Required: true, Description: "the location to check"}}, Open: []string{"location"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "New York" {
		t.Errorf("location = %v (found %v, score %.2f, margin %.2f), want New York\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "location"))
	}
	// an article between the locative and the name: "at the Comedy Club"
	r = g.Read("Reserve a comedian for a Satire event, then organize a stand-up comedy show at the Comedy Club for 100 people.")
	call = Call{Tool: "organize_standup_show", Inputs: []Input{{Name: "venue", Type: "string", Required: true, Description: "the venue of the show"}}, Open: []string{"venue"}}
	seq := Sequence{Uses: []Use{{Tool: "reserve_comedian", Input: "event_type", Value: "Satire"}}}
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != "Comedy Club" {
		t.Errorf("venue = %v (found %v, score %.2f, margin %.2f), want Comedy Club\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, seq, "venue"))
	}
	// the one place named after a locative where the request speaks of
	// the call is a place's (Lone), with no word of the input beside it
	home := []Input{{Name: "area", Type: "string", Required: true, Description: "City where the apartment is located"},
		{Name: "number_of_beds", Type: "string", Required: true, Enum: []any{"1", "2", "3", "4"}, Description: "Number of bed rooms"}}
	r = g.Read("Find me a 3-bedroom apartment in San Francisco and schedule a visit to tour the home on 2024-04-15.")
	call = Call{Tool: "Homes.FindApartment", Inputs: home, Args: map[string]any{"number_of_beds": "3"}, Open: []string{"area"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"Homes.ScheduleVisit"}})[0]; !ch.Found || ch.Value != "San Francisco" {
		t.Errorf("area = %v (found %v, score %.2f, margin %.2f), want San Francisco\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "area"))
	}
	// a name that says nothing of its value (query) takes a place when
	// its description begins with one: "name of the location where ..."
	search := []Input{{Name: "query", Type: "string", Required: true, Description: "Name of the location where the restaurant is situated."}}
	r = g.Read("Find restaurants in Dallas.")
	call = Call{Tool: "Tripadvisor_Search_Restaurant_Location", Inputs: search, Open: []string{"query"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"Tripadvisor_Search_Restaurants"}})[0]; !ch.Found || ch.Value != "Dallas" {
		t.Errorf("query = %v (found %v, score %.2f, margin %.2f), want Dallas\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "query"))
	}
	// "on" places a street, and says what a workshop is about otherwise
	loc := []Input{{Name: "location", Type: "string", Required: true, Description: "the location of the workshop"}}
	r = g.Read("Please organize a workshop on Empowering Women in STEM virtually on August 23, 2023, lasting for 3 hours.")
	call = Call{Tool: "organize_workshop", Inputs: loc, Open: []string{"location"}}
	if ch := r.Fill(call, Sequence{})[0]; ch.Found {
		t.Errorf("workshop on a topic: location = %v (score %.2f, margin %.2f), want an ask\n%s", ch.Value, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "location"))
	}
	r = g.Read("Please organize a workshop on Elm Street on August 23, 2023, lasting for 3 hours.")
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "Elm Street" {
		t.Errorf("workshop on a street: location = %v (found %v, score %.2f, margin %.2f), want Elm Street\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "location"))
	}
	// "from" places a name as "in" does: where a car is picked up; and
	// "data from Renewable Energy" names where the data comes from, no
	// data type
	cars := []Input{{Name: "pickup_city", Type: "string", Required: true, Description: "City where you want to rent the car"},
		{Name: "pickup_date", Type: "string", Required: true, Description: "Date of rental, in YYYY-MM-DD format"}}
	r = g.Read("I want to rent a car from San Francisco on 2022-12-01 at 10:00 AM and drop it off on 2022-12-05.")
	call = Call{Tool: "RentalCars.GetCarsAvailable", Inputs: cars, Args: map[string]any{"pickup_date": "2022-12-01"}, Open: []string{"pickup_city"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"RentalCars.ReserveCar"}})[0]; !ch.Found || ch.Value != "San Francisco" {
		t.Errorf("pickup_city = %v (found %v, score %.2f, margin %.2f), want San Francisco\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "pickup_city"))
	}
	energy := []Input{{Name: "source", Type: "string", Required: true, Description: "the source of the energy data"},
		{Name: "data_type", Type: "string", Required: true, Description: "the type of energy data"}}
	r = g.Read("Please acquire solar power data from Renewable Energy from California to then perform the analysis of monthly energy consumption.")
	call = Call{Tool: "acquire_energy_data", Inputs: energy, Open: []string{"data_type"}}
	if ch := r.Fill(call, Sequence{})[0]; ch.Found {
		t.Errorf("data from a source: data_type = %v (score %.2f, margin %.2f), want an ask\n%s", ch.Value, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "data_type"))
	}
}

// A required input that asks for a demonym (a nationality, a cuisine, a
// language) takes the one the request gives with nothing against it, as
// an enum takes its member; an optional one only where the request speaks
// of the call ("translate it into Spanish" gives a grammar check no
// language).
func TestFillOnlyDemonym(t *testing.T) {
	g := New(Config{})
	poem := Call{Tool: "get_poem_by_author", Inputs: []Input{requiredString("author", "the name of the poet"), requiredString("nationality", "the nationality of the poet")},
		Args: map[string]any{"author": "Emily Dickinson"}, Open: []string{"nationality"}}
	seq := Sequence{Tools: []string{"get_poem_analysis"}, Uses: []Use{{Tool: "get_poem_analysis", Input: "analyzing_tool", Value: "Insight Enhancer Pro"}}}
	r := g.Read("Please provide a poem written by Emily Dickinson, an American poet. Following that, employ the Insight Enhancer Pro to delve into its structure and underlying significance.")
	if ch := r.Fill(poem, seq)[0]; !ch.Found || ch.Value != "American" {
		t.Errorf("nationality = %v (found %v, score %.2f), want American\n%s", ch.Value, ch.Found, ch.Score, r.Explain(poem, seq, "nationality"))
	}
	grammar := Call{Tool: "check_grammar", Inputs: []Input{requiredString("sentence", "the sentence to check"), {Name: "language", Type: "string", Description: "the language of the sentence"}},
		Open: []string{"sentence", "language"}}
	seq = Sequence{Tools: []string{"translate_text"}, Uses: []Use{{Tool: "translate_text", Input: "source_language", Value: "english"}}}
	r = g.Read(`I need to check the grammar of the sentence "I'm not good at english", then translate it into Spanish.`)
	if ch := r.Fill(grammar, seq)[1]; ch.Found {
		t.Errorf("optional language = %v (score %.2f), want none\n%s", ch.Value, ch.Score, r.Explain(grammar, seq, "language"))
	}
	// A demonym right before a word of the kind the input takes is that
	// input's, optional or not: "Thai food" for a cuisine; "an Ethiopian
	// place" is no such word (unlinked), but the one demonym of the words
	// that open the request before the table's booking (lead), as
	// corpus-everyday's trips-0015 gives it.
	food := Call{Tool: "search_restaurants", Inputs: []Input{requiredString("location", "City or neighborhood"), {Name: "cuisine", Type: "string", Description: "Type of food"}},
		Open: []string{"location", "cuisine"}}
	seq = Sequence{Tools: []string{"book_table"}, Uses: []Use{{Tool: "book_table", Input: "party_size", Value: 4}}}
	for _, c := range []struct {
		request string
		want    any
	}{
		{"Look for Thai food in Brooklyn and reserve a table for 4 on 2025-06-21 at 7:30 PM.", "Thai"},
		{"Look for an Ethiopian place in Brooklyn and reserve a table for 4.", "Ethiopian"},
	} {
		r = g.Read(c.request)
		ch := r.Fill(food, seq)[1]
		if got := map[bool]any{true: ch.Value}[ch.Found]; got != c.want || ch.Linked != (c.want == "Thai") {
			t.Errorf("%q: cuisine = %v (found %v, linked %v, score %.2f), want %v\n%s", c.request, ch.Value, ch.Found, ch.Linked, ch.Score, c.want, r.Explain(food, seq, "cuisine"))
		}
	}
}

// A language is written as its code where the sequence writes the
// request's other language so, or the description asks for a code.
func TestFillLanguageCode(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "source_language", Type: "string", Required: true}, {Name: "target_language", Type: "string", Required: true}}
	req := "Translate 'discount' from English to Spanish."
	for _, c := range []struct {
		name string
		args map[string]any
		want string
	}{
		{"coded", map[string]any{"source_language": "en"}, "es"},
		{"named", map[string]any{"source_language": "English"}, "Spanish"},
	} {
		if ch := fill(g, req, in, c.args, "target_language", Sequence{}); ch.Value != c.want {
			t.Errorf("%s: target_language = %v (found %v), want %s", c.name, ch.Value, ch.Found, c.want)
		}
	}
	desc := []Input{{Name: "language", Type: "string", Description: "Language of the results (ISO 639-1 code)."}}
	if ch := fill(g, "Search the news in the French language.", desc, nil, "language", Sequence{}); ch.Value != "fr" {
		t.Errorf("language described as an ISO 639-1 code: %v (found %v)", ch.Value, ch.Found)
	}
}

// The sequence says how a value is written: a date in its own form.
func TestFillFollowsSequence(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "check_in", Type: "string", Required: true, Description: "check-in date"},
		{Name: "check_out", Type: "string", Required: true, Description: "check-out date"}}
	ch := fill(g, "Stay from March 3, 2025 to March 5, 2025.", in, map[string]any{"check_in": "March 3, 2025"}, "check_out", Sequence{})
	if ch.Value != "March 5, 2025" {
		t.Errorf("check_out beside check_in=\"March 3, 2025\": %v", ch.Value)
	}
	ch = fill(g, "Stay from March 3, 2025 to March 5, 2025.", in, map[string]any{"check_in": "2025-03-03"}, "check_out", Sequence{})
	if ch.Value != "2025-03-05" {
		t.Errorf("check_out beside check_in=\"2025-03-03\": %v", ch.Value)
	}
	// a sequence that writes a language in lowercase writes the request's
	// in lowercase too
	tr := []Input{{Name: "text", Type: "string", Required: true}, {Name: "source_language", Type: "string", Required: true},
		{Name: "target_language", Type: "string", Required: true, Description: "The language to translate to"}}
	ch = fill(g, "Search for the latest news headlines for business and translate them to French.", tr,
		map[string]any{"text": "$var1.headlines$", "source_language": "english"}, "target_language", Sequence{})
	if ch.Value != "french" {
		t.Errorf("target_language beside source_language=\"english\": %v (found %v)", ch.Value, ch.Found)
	}
	// the catalog's format wins over nothing
	fmtd := []Input{{Name: "day", Type: "string", Required: true, Description: "the day, MM/DD/YYYY"}}
	if ch := fill(g, "Meet on March 5, 2025.", fmtd, nil, "day", Sequence{}); ch.Value != "03/05/2025" {
		t.Errorf("day in MM/DD/YYYY: %v", ch.Value)
	}
}

// A value the sequence gives another input is not this one's; one it
// gives an input of the same name elsewhere is.
func TestFillUses(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "city", Type: "string", Required: true}}
	seq := Sequence{Uses: []Use{{Tool: "weather", Input: "country", Value: "France"}}}
	if ch := fill(g, "Hotels in France or in Paris?", in, nil, "city", seq); ch.Found && ch.Value == "France" {
		t.Errorf("city took France, which the sequence gives the country")
	}
	// one identifier is no other: the user's ID is no reservation's; but
	// a name another call gives a guest is the same person's
	ids := []Input{{Name: "reservation_id", Type: "string", Required: true, Description: "The reservation ID"}}
	seq = Sequence{Uses: []Use{{Tool: "reserve_book", Input: "user_id", Value: json.Number("1234")}}}
	if ch := fill(g, "My user ID is 1234, please reserve this book and check it out.", ids, nil, "reservation_id", seq); ch.Found {
		t.Errorf("reservation_id took %v, which the sequence gives the user_id", ch.Value)
	}
	// and so no rival: the book's ID is the one left, though "the user
	// reserves a book with ID 5678" later (the gold of both corpora never
	// gives one literal to identifiers of two things)
	books := []Input{{Name: "book_id", Type: "integer", Required: true, Description: "The ID of the book"}}
	seq = Sequence{Uses: []Use{{Tool: "renew_loan", Input: "user_id", Value: json.Number("5678")}}}
	if ch := fill(g, "Please help library user with ID 5678 borrow a book with ID 1234 for 14 days. Then the user wants to reserve a book with ID 5678.",
		books, nil, "book_id", seq); !ch.Found || valueKey(ch.Value) != valueKey(json.Number("1234")) {
		t.Errorf("book_id = %v (found %v), want 1234", ch.Value, ch.Found)
	}
	// a trip's destination is no other trip's: the bus's is not the hotel's
	dest := []Input{{Name: "destination", Type: "string", Required: true, Description: "the city of the hotel"}}
	r := g.Read("Find a 4-star hotel in New York City for 2 nights, and also find a bus that can take me from the hotel to a Broadway show.")
	seq = Sequence{Tools: []string{"Buses.FindBus"}, Uses: []Use{{Tool: "Buses.FindBus", Input: "destination", Value: "Broadway"}}}
	if ch := r.Fill(Call{Tool: "Hotels.SearchHotel", Inputs: dest, Open: []string{"destination"}}, seq)[0]; ch.Found && ch.Value != "New York City" {
		t.Errorf("the hotel's destination took %v", ch.Value)
	}
	// a number the sequence gives as text is used: the phone number is no
	// number to square
	num := []Input{{Name: "number", Type: "number", Required: true, Description: "The number to square"}}
	seq = Sequence{Uses: []Use{{Tool: "send_sms", Input: "phone_number", Value: "1234567890"}}}
	if ch := fill(g, `Text the phone number "1234567890", then square the monthly payment.`, num, nil, "number", seq); ch.Found {
		t.Errorf("number took %v, which the sequence gives the phone_number", ch.Value)
	}
	// a quoted message speaks of what other calls take: it is free to a
	// message though it holds the vehicle another call reports
	msg := Call{Tool: "notify_dispatch", Inputs: []Input{{Name: "message", Type: "string", Required: true, Description: "Message"}}, Args: map[string]any{}, Open: []string{"message"}}
	seq = Sequence{Tools: []string{"report_incident"}, Uses: []Use{{Tool: "report_incident", Input: "vehicle_id", Value: "VAN-31"}, {Tool: "report_incident", Input: "kind", Value: "breakdown"}}}
	r = g.Read("VAN-31 broke down on the A4 near exit 12 - report it and tell dispatch 'VAN-31 breakdown on A4'")
	if ch := r.Fill(msg, seq)[0]; !ch.Found || ch.Value != "VAN-31 breakdown on A4" {
		t.Errorf("message = %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(msg, seq, "message"))
	}
	// parallel calls of one tool: the e-mail address the other call does
	// not take is this one's, for an input described as an "e-mail
	// address" whatever its name
	to := Call{Tool: "send_email", Inputs: []Input{{Name: "to", Type: "string", Required: true, Description: "Recipient e-mail address"}, {Name: "subject", Type: "string", Required: true}},
		Args: map[string]any{"subject": "Standup moved"}, Open: []string{"to"}}
	seq = Sequence{Tools: []string{"send_email"}, Uses: []Use{{Tool: "send_email", Input: "to", Value: "bob@example.com"}, {Tool: "send_email", Input: "subject", Value: "Standup moved"}}}
	r = g.Read("Email alice@example.com and bob@example.com with the subject 'Standup moved'")
	if ch := r.Fill(to, seq)[0]; !ch.Found || ch.Value != "alice@example.com" {
		t.Errorf("to = %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(to, seq, "to"))
	}
	// a number stated twice, used once: when no word tells which mention
	// the use is, the one where the request speaks of this call is free
	pay := Call{Tool: "record_payment", Inputs: []Input{{Name: "invoice_id", Type: "string", Required: true}, {Name: "amount", Type: "number", Required: true},
		{Name: "method", Type: "string"}}, Args: map[string]any{"invoice_id": "$var1.invoice_id$", "method": "card"}, Open: []string{"amount"}}
	seq = Sequence{Tools: []string{"create_invoice"}, Uses: []Use{{Tool: "create_invoice", Input: "client", Value: "Initech"}, {Tool: "create_invoice", Input: "amount", Value: json.Number("980")}}}
	r = g.Read("Bill Initech 980 USD, due 2025-06-15, then record a card payment of 980 on it")
	if ch := r.Fill(pay, seq)[0]; !ch.Found || valueKey(ch.Value) != valueKey(json.Number("980")) {
		t.Errorf("amount = %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(pay, seq, "amount"))
	}
	names := []Input{{Name: "guest_name", Type: "string", Required: true, Description: "The guest's name"}}
	seq = Sequence{Uses: []Use{{Tool: "create_profile", Input: "name", Value: "Ann Lee"}}}
	if ch := fill(g, "Create a profile for Ann Lee and book a room for the guest Ann Lee.", names, nil, "guest_name", seq); ch.Value != "Ann Lee" {
		t.Errorf("guest_name beside name=\"Ann Lee\": %v (found %v)", ch.Value, ch.Found)
	}
	// and is free to it: the sequence passes the person along
	passenger := []Input{{Name: "passenger_name", Type: "string", Required: true}, {Name: "luggage_weight", Type: "number", Required: true}}
	seq = Sequence{Uses: []Use{{Tool: "passenger_screening", Input: "name", Value: "John Doe"}}}
	if ch := fill(g, "Screen passenger John Doe with passport number ABC12345. Then check the luggage of passenger John Doe with a weight of 25.5 kilograms.",
		passenger, map[string]any{"luggage_weight": json.Number("25.5")}, "passenger_name", seq); !ch.Found || ch.Value != "John Doe" {
		t.Errorf("passenger_name beside name=\"John Doe\": %v (found %v, score %.2f, margin %.2f)", ch.Value, ch.Found, ch.Score, ch.Margin)
	}
	// two names that tell two dates apart take two values: the invoice's
	// due date is no end of the sales period
	period := []Input{{Name: "start_date", Type: "string", Required: true}, {Name: "end_date", Type: "string", Required: true}}
	r = g.Read("Calculate the total sales between '2022-01-01' and '2022-12-31', then generate an invoice for the amount with the due date - 2023-01-31.")
	seq = Sequence{Tools: []string{"create_invoice"}, Uses: []Use{{Tool: "create_invoice", Input: "due_date", Value: "2023-01-31"}}}
	if ch := r.Fill(Call{Tool: "analyze_sales_data", Inputs: period, Open: []string{"end_date"}}, seq)[0]; !ch.Found || ch.Value != "2022-12-31" {
		t.Errorf("end_date beside due_date=2023-01-31: %v (found %v, score %.2f, margin %.2f)", ch.Value, ch.Found, ch.Score, ch.Margin)
	}
	// a number stated twice is two quantities: the 200 the wing area
	// takes leaves the airspeed's; stated once, it is used
	speed := []Input{{Name: "airspeed", Type: "number", Required: true, Description: "The airspeed in knots"}}
	seq = Sequence{Uses: []Use{{Tool: "calculate_drag", Input: "wing_area", Value: json.Number("200")}}}
	if ch := fill(g, "Compute the lift at an airspeed of 200 knots. Then compute the drag with a wing area of 200 square feet.", speed, nil, "airspeed", seq); !ch.Found || fmt.Sprint(ch.Value) != "200" {
		t.Errorf("airspeed beside wing_area=200, 200 stated twice: %v (found %v)", ch.Value, ch.Found)
	}
	if ch := fill(g, "Compute the lift at an airspeed of 200 for the wing area.", speed, nil, "airspeed", seq); ch.Found {
		t.Errorf("airspeed beside wing_area=200, 200 stated once: took %v", ch.Value)
	}
	// (a speed's unit says the mention is the airspeed's, not the area's:
	// knots convert, since UnitFactors hold them)
	if ch := fill(g, "Compute the lift at an airspeed of 200 knots for the wing area.", speed, nil, "airspeed", seq); !ch.Found || fmt.Sprint(ch.Value) != "200" {
		t.Errorf("airspeed of 200 knots beside wing_area=200: %v (found %v)", ch.Value, ch.Found)
	}
	// "num" is "number", as generic: pin_num is the pin pin_number is,
	// and the pin the sequence configures is the one it sets
	pin := []Input{{Name: "pin_num", Type: "integer", Required: true, Description: "The pin number"}, {Name: "value", Type: "integer", Required: true}}
	seq = Sequence{Uses: []Use{{Tool: "configure_pin_mode", Input: "pin_number", Value: json.Number("12")}}}
	pr := g.Read("Configure pin number 12 as an output, then set a logical high value (1) to that pin.")
	if ch := pr.Fill(Call{Tool: "set_pin_value", Inputs: pin, Args: map[string]any{"value": json.Number("1")}, Open: []string{"pin_num"}}, seq)[0]; !ch.Found || fmt.Sprint(ch.Value) != "12" {
		t.Errorf("pin_num beside pin_number=12: %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
	// the use's unit tells its mention: the duration's 30 is the
	// 30-minute run, which leaves the 30-year-old to the age
	age := []Input{{Name: "age", Type: "integer", Required: true, Description: "Age of the person"}}
	seq = Sequence{Uses: []Use{{Tool: "track_calories_burned", Input: "duration", Value: json.Number("30")}}}
	hr := g.Read("Check the heart rate for a 30-year-old person, then track the calories burned during a 30-minute running exercise.")
	if ch := hr.Fill(Call{Tool: "check_heart_rate", Inputs: age, Open: []string{"age"}}, seq)[0]; !ch.Found || fmt.Sprint(ch.Value) != "30" {
		t.Errorf("age beside duration=30 of a 30-minute run: %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
}

// A new domain adds words, not code: a synonym in the lexicon links a
// request's word to an input.
func TestLexiconExtends(t *testing.T) {
	in := []Input{{Name: "vessel", Type: "string", Required: true}, {Name: "port", Type: "string", Required: true}}
	req := "Dock the ship Aurora at Harbor Nine."
	before := fill(New(Config{}), req, in, map[string]any{"port": "Harbor Nine"}, "vessel", Sequence{})
	lex := DefaultLexicon()
	lex.Synonyms = append(lex.Synonyms, []string{"vessel", "ship", "boat"})
	after := fill(New(Config{Lexicon: lex}), req, in, map[string]any{"port": "Harbor Nine"}, "vessel", Sequence{})
	if after.Score <= before.Score || !after.Found || after.Value != "Aurora" {
		t.Errorf("with ship a synonym of vessel: %+v; without: %+v", after, before)
	}
	if _, err := ParseLexicon([]byte(`{"kind_hints": [{"words": ["x"], "prefer": ["nonsense"]}]}`)); err == nil {
		t.Error("a lexicon naming no kind parsed")
	}
	if _, err := ParseLexicon(defaultLexicon); err != nil {
		t.Errorf("the default lexicon: %v", err)
	}
}

// Weights take their defaults field by field.
func TestWeightsDefaults(t *testing.T) {
	w := Weights{Threshold: 9}.withDefaults()
	d := DefaultWeights()
	if w.Threshold != 9 || w.Link != d.Link || w.Margin != d.Margin || w.Used != d.Used {
		t.Errorf("Weights{Threshold: 9} with defaults: %+v", w)
	}
}

// FuzzRead: reading any text never panics, and every candidate lies
// inside it.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"", "Book 2 rooms in Paris from May 1 to May 5, 2025.", `"a", "b" and 'c'`, "1, 2, 3 and 4, 5", "$50,000.00%", "x.Y.Z@w", "Ünïcode Ñame 12:30pm", "by J. R. R. Tolkien, J.K. Rowling and Dr. Lee in D.C. then A. B.", "on July 16th at 7pm, then the 5th of May 2024 at 11AM; may 3", "+1 (415) 555-0100, (0) 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6, rooms: 2, guests", "15/08/2024 05.06.2024 2024-08-15T10:00:00Z 10:00:00 Aug. 15, 2024 15-Aug-2024 2024-08-15T1", "$2.5M 10 million 1.5k 5m five hundred thousand 0.0000001bn", "- name: Ann\n* role: a; (x: `y`) z: \"q\", w: [1, 2]. V: €1.250,00 9.800 EUR Flat 2, 5 5th Avenue, OR 97201 x",
		"| a | b |\n|---|--:|\n| x y | 2 |\n| | |", "2x + 3 = 7 (3 + (4) * 5 sin(pi/2) Fe + O2 -> Fe2O3 e - 1 x^", "(*/5 * * * *) 0 9 * * MON #FF5733 #ab rgb(1, 2) aa-bb-cc-dd-ee-ff",
		"2.5e-3 1e999 6.0×10^24 1.6 x 10^-19 1920x1080 3x1 + 5x2", "~/.ssh/x /mnt/a/ C:\\Program Files\\A b\\c.ini s3://b/k lodash@4.17.21 Q3 2024 a dozen eggs, half a kilo of flour",
		"doi:10.1038/x arXiv:1706.03762v7 NASDAQ:TSLA BRK.B $F 8' 65\" 5'11\" '16 ’09 1:02:10 \"take 5\" 'give 3' 4B W-2 G2:G200 urn:a:b",
		"<p>A <b>b</b><br/>&quot;c&amp;d&#39;</p><dana@x.co> <3 a<b </ <x Miranda v. Arizona 42 U.S.C. § 1983",
		"7:30 to 8 in the evening 3-4:30pm 11-1pm ”x” ” mailto:a@b.co MAILTO: 52:41 9x6x2 Spring 2026 six foot two 5 ft 11, 1,78 m 2,5kg 3,",
		"@barn Sheared Clementine :tada: 4.2 lb :+1::x: :a :b: @vet-team She's in grade 7. LOF FOR MS-2211 USD 40 IGUs Name's Dr. Ann Lee",
		"1) book Cedar Park 2) assign (x 2) 3) Register: Okafor, Chidi - O+ on 6/14/27, July second twenty twenty seven, ETA 1430 Room 2's 1/2\" MT forty four ten 6:48.2 sir Al"} {
		f.Add(s)
	}
	g := New(Config{})
	f.Fuzz(func(t *testing.T, s string) {
		r := g.Read(s)
		for _, c := range r.Candidates() {
			if c.Start < 0 || c.End > len(s) || c.Start > c.End {
				t.Fatalf("candidate %+v outside %q", c, s)
			}
		}
		r.Fill(Call{Tool: "t", Inputs: []Input{{Name: "q", Type: "string"}, {Name: "n", Type: "number"}}, Open: []string{"q", "n"}}, Sequence{})
	})
}

func BenchmarkRead(b *testing.B) {
	g := New(Config{})
	req := "Please book a table for 4 at Nopa in San Francisco on March 3, 2025 at 7 PM, then send the confirmation to ann@example.com with the code ABC123."
	b.ReportAllocs()
	for b.Loop() {
		g.Read(req)
	}
}

func BenchmarkFill(b *testing.B) {
	g := New(Config{})
	req := g.Read("Please book a table for 4 at Nopa in San Francisco on March 3, 2025 at 7 PM, then send the confirmation to ann@example.com with the code ABC123.")
	call := Call{Tool: "book_table", Inputs: []Input{{Name: "restaurant", Type: "string", Required: true}, {Name: "city", Type: "string", Required: true},
		{Name: "date", Type: "string", Required: true}, {Name: "party_size", Type: "integer", Required: true}}, Open: []string{"restaurant", "city", "date", "party_size"}}
	b.ReportAllocs()
	for b.Loop() {
		req.Fill(call, Sequence{})
	}
}

// BenchmarkReadHostile measures reading on large requests: the time per
// byte stays flat as the size grows (no work grows faster than the input).
func BenchmarkReadHostile(b *testing.B) {
	g := New(Config{})
	unit := `Alpha Beta "quoted, text" 12,345.6 km, a, b, and c; on 2024-01-02 at 10:30 AM x@y.io. Then July 16th at 7pm. `
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
		text := strings.Repeat(unit, size/len(unit)+1)[:size]
		b.Run(fmt.Sprint(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				g.Read(text)
			}
		})
	}
	// addresses, each with its parts, one after another
	addresses := `at 12 Main Street, Springfield, IL 62704 and 221B Baker St, London by Rue de Rivoli 99, 75001 Paris or Hauptstraße 12, `
	for _, size := range []int{64 << 10, 1 << 20} {
		text := strings.Repeat(addresses, size/len(addresses)+1)[:size]
		b.Run(fmt.Sprint("addresses-", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				g.Read(text)
			}
		})
	}
	// values said aloud and mark words that never end an address, day
	// ranges and signed coordinates: each is read from its first word on
	// a bounded number of words
	spoken := `kim dot lee dot a dot b dot c at x dot io, five five five, one two three, four five six seven, from 3 to 7 March 2025, Apr 10-14, 40.7° N, 74.0 W minus 5 `
	for _, size := range []int{64 << 10, 1 << 20} {
		text := strings.Repeat(spoken, size/len(spoken)+1)[:size]
		b.Run(fmt.Sprint("spoken-", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				g.Read(text)
			}
		})
	}
	dots := strings.Repeat("a dot ", 1<<14) // an address with no "at", and digits that never end
	digits := strings.Repeat("five ", 1<<14)
	tags := strings.Repeat("#launch ", 1<<13)                                                                                         // one list of tags
	groups := strings.Repeat("200 ", 1<<14)                                                                                           // groups of three digits that no currency makes one amount
	relative := "Today is 2025-03-03. " + strings.Repeat("tomorrow, next Monday, in 3 days, Friday, the day after tomorrow ", 1<<10)  // dates said relative to today's
	bullets := strings.Repeat("- oat milk\n• a • b • c\n1) rice\n", 1<<11)                                                            // one bulleted list, and lines of bullets
	table := "| sku | price | city |\n|---|---|---|\n" + strings.Repeat("| MUG-01 x | 7.50 | Leeds |\n", 1<<11)                       // one table of many rows, and values in a column
	markup := strings.Repeat(`<p>Customer: <b>Ana</b><br>&quot;x&quot; &amp; <dana@x.co> a < b <`+strings.Repeat("x", 300)+` `, 1<<8) // tags, references, and "<"s that open none
	dayparts := strings.Repeat("7:30 to 8 in the evening, 3-4:30pm, 10:15 until 11:45 pm; ", 1<<10)                                   // ranges whose day part is their end's
	marks := strings.Repeat(`8' 65" 'take 5' "3" 5'11" '16 doi:10.1/x NASDAQ:TSLA BRK.B $F 1:02:10 `, 1<<10)                          // marks after numbers, quotes that never close
	counted := strings.Repeat("a dozen eggs, a couple of ripe avocados, half a kilo of flour, 3 units of lime ", 1<<10)               // things quantities count
	titles := strings.Repeat("Alpha Beta and Gamma Delta; ", 1<<12)
	steps := "   1) go " + strings.Repeat("2) book Cedar Park (x 3) for 2, Okafor, Chidi on July second twenty twenty seven, 6/14/27 Room 2's ", 1<<10)                                                                                                               // numbered steps on one line                                                                                                                                                                                                   // lists of two names that may be titles
	technical := strings.Repeat("2x + 3 = 7, (3 + 4) * 5 + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x (*/5 * * * *) #FF5733 rgb(1, 2, 3) f(x, C:\\a b\\c d\\e 2.5e-3 1.6 x 10^-19 1920x1080 s3://b/k ", 1<<10) // programs' values, brackets that never close
	for name, text := range map[string]string{"dots": dots, "digits": digits, "tags": tags, "tags-4x": strings.Repeat(tags, 4), "groups": groups, "groups-4x": strings.Repeat(groups, 4), "relative": relative, "relative-4x": relative + strings.Repeat(relative[len("Today is 2025-03-03. "):], 3),
		"bullets": bullets, "bullets-4x": strings.Repeat(bullets, 4), "table": table, "table-4x": table + strings.Repeat(table[len("| sku | price | city |\n|---|---|---|\n"):], 3),
		"technical": technical, "technical-4x": strings.Repeat(technical, 4), "steps": steps, "steps-4x": strings.Repeat(steps, 4), "titles": titles, "titles-4x": strings.Repeat(titles, 4),
		"counted": counted, "counted-4x": strings.Repeat(counted, 4), "marks": marks, "marks-4x": strings.Repeat(marks, 4), "markup": markup, "markup-4x": strings.Repeat(markup, 4), "dayparts": dayparts, "dayparts-4x": strings.Repeat(dayparts, 4)} {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				g.Read(text)
			}
		})
	}
	// fields, one after another with no line's or sentence's end: each
	// value is searched for its end up to the next label only
	fields := `name: Alpha Beta, role: editor, (code: x1) - note: a b c, `
	for _, size := range []int{64 << 10, 1 << 20} {
		text := strings.Repeat(fields, size/len(fields)+1)[:size]
		b.Run(fmt.Sprint("fields-", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				g.Read(text)
			}
		})
	}
}

// BenchmarkFillHostile measures filling a call's inputs from large
// requests: the time per byte stays flat as the size grows.
func BenchmarkFillHostile(b *testing.B) {
	g := New(Config{})
	call := Call{Tool: "book_table", Inputs: []Input{{Name: "restaurant", Type: "string", Required: true}, {Name: "city", Type: "string", Required: true},
		{Name: "date", Type: "string", Required: true}, {Name: "party_size", Type: "integer", Required: true}}, Open: []string{"restaurant", "city", "date", "party_size"}}
	benchFill(b, g, "", `Book Alpha Beta in Paris for 4 guests "quoted, text" 12,345.6 km, a, b, and c; on 2024-01-02 at 10:30 AM x@y.io. Then July 16th at 7pm. `,
		[]int{1 << 10, 64 << 10, 1 << 20}, call, Sequence{})
	// the cue words of pairs, each before a value: the value after a cue
	// is looked up, not searched for among every candidate
	pairs := Call{Tool: "translate", Inputs: []Input{{Name: "source_language", Type: "string", Required: true}, {Name: "target_language", Type: "string", Required: true},
		{Name: "origin", Type: "string", Required: true}, {Name: "destination", Type: "string", Required: true}}, Open: []string{"source_language", "target_language", "origin", "destination"}}
	benchFill(b, g, "pairs-Fly-", `Fly from Boston and Alpha 12 km from Chicago. `, []int{16 << 10, 256 << 10}, pairs, Sequence{})
	benchFill(b, g, "pairs-arrows-", `Alpha -> 12 km, LAX-ORD -> 2025-01-01, Fly Beta -> `, []int{16 << 10, 256 << 10}, pairs, Sequence{})
	benchFill(b, g, "pairs-Translate-", `Translate Alpha Beta 12 km into Spanish. `, []int{16 << 10, 256 << 10}, pairs, Sequence{})
	// joiners of a compared pair between names that do not fit: the
	// candidates ending at each word are indexed once, not searched at
	// every "or"
	compared := Call{Tool: "compare_players", Inputs: []Input{{Name: "player_a", Type: "string", Required: true}, {Name: "player_b", Type: "number", Required: true}},
		Open: []string{"player_a", "player_b"}}
	// topic cues before phrases, between names and numbers
	topic := Call{Tool: "draft_article", Inputs: []Input{{Name: "topic", Type: "string", Required: true}}, Open: []string{"topic"}}
	// words one letter from an enum's members, and words that are none:
	// the members are looked up by first letter and length
	typos := Call{Tool: "book_seat", Inputs: []Input{{Name: "cabin", Type: "string", Required: true, Enum: []any{"economy", "premium", "business", "first"}}}, Open: []string{"cabin"}}
	// cues of a message's text in one sentence that never ends, with
	// and without the verb they need before them: each cue is read once
	message := Call{Tool: "send_text", Inputs: []Input{{Name: "message", Type: "string", Required: true}}, Open: []string{"message"}}
	benchFill(b, g, "cues-", `that that saying it, text Ana that the build is green and `, []int{16 << 10, 256 << 10}, message, Sequence{})
	benchFill(b, g, "typos-", `buisness economny premiun firsts bussiness ecology premises `, []int{16 << 10, 256 << 10}, typos, Sequence{})
	// members of a value set that end names, and colours after plain
	// nouns: the names ending at each word are indexed once per input,
	// not searched at every member
	members := Call{Tool: "book_event", Inputs: []Input{{Name: "event", Type: "string", Required: true}, {Name: "colour", Type: "string", Required: true}}, Open: []string{"event", "colour"}}
	benchFill(b, g, "members-", `the Winter Lights Festival in butter yellow, Studio 3 sea-foam green, `, []int{16 << 10, 256 << 10}, members, Sequence{})
	// persons another call uses and pronouns after them, in clauses of
	// both calls (freeForPronoun: the pronouns' places are read once per
	// tool), and measures with the adjectives that qualify them
	// (measureWord: the measures' ends are read once)
	hire := Call{Tool: "hire_skates", Inputs: []Input{{Name: "customer", Type: "string", Required: true}, {Name: "width_cm", Type: "integer", Required: true}, {Name: "height_cm", Type: "integer", Required: true}}, Open: []string{"customer", "width_cm", "height_cm"}}
	lesson := Sequence{Tools: []string{"hire_skates", "lesson_slot"}, Uses: []Use{{Tool: "lesson_slot", Input: "skater", Value: "Noor Smit"}}}
	benchFill(b, g, "pronouns-", `skates for Noor Smit, 45 cm wide and 120 cm high, and a lesson for her - book a lesson too, `, []int{16 << 10, 256 << 10}, hire, lesson)
	// this round's: a person's name after "for" beside names after
	// locatives and "from", single capitalized words, clauses between the
	// call's, pronouns that refer back (inLongerList: the lists' words are
	// indexed once)
	tandem := Call{Tool: "tandem_flight", Inputs: []Input{{Name: "passenger", Type: "string", Required: true}, {Name: "site", Type: "string", Required: true}, {Name: "kg", Type: "number", Required: true}}, Open: []string{"passenger", "site", "kg"}}
	benchFill(b, g, "places-", `Tandem from Bell Hill for Kwame Osei, Herdwick, Jacob fleece from Tom Arkwright up from Mam Tor; give them 45 kg back. `, []int{16 << 10, 256 << 10}, tandem, Sequence{})
	// households, a plural's possessive, subjects and a quoted title
	// beside a person, repeated
	cast := Call{Tool: "cast_order", Inputs: []Input{{Name: "client", Type: "string", Required: true}, {Name: "piece", Type: "string", Required: true}, {Name: "artist", Type: "string", Required: true}}, Open: []string{"client", "piece", "artist"}}
	benchFill(b, g, "parties-", `The Jansen family (Kenji Jansen) at Stroud Farmers' Market; Penzance Tri Club want 'Hare at Rest' for Tomos Evans. Agnieszka Wolski pledged 20. `, []int{16 << 10, 256 << 10}, cast, Sequence{Tools: []string{"patina"}})
	// verbs that open names, clauses carried into one sentence with
	// another call's, persons after "from", a count's label, compounds
	// of an input's word, repeated in one long sentence
	job := Call{Tool: "new_job", Inputs: []Input{{Name: "client", Type: "string", Required: true}, {Name: "source_lang", Type: "string", Required: true}, {Name: "target_lang", Type: "string", Required: true}, {Name: "boat", Type: "string", Required: true}},
		Open: []string{"client", "source_lang", "target_lang", "boat"}}
	benchFill(b, g, "openers-", `Welcome Aled Morgan as new client, 900 words from German to French, pick up from Ruth Adler, 5 frames of brood, Narrowboat Kingfisher Blue and assign it to Claire Dubois, `, []int{16 << 10, 256 << 10}, job,
		Sequence{Tools: []string{"assign_translator"}, Uses: []Use{{Tool: "assign_translator", Input: "translator", Value: "Claire Dubois"}, {Tool: "inspect_hive", Input: "frames_brood", Value: json.Number("5")}}})
	// this round's: a call with no value and words of its own that
	// opens a long sentence (lead), persons beside places, names after
	// "the" beside names after "for", a verb's word beside a person, a
	// measure beside a count, modifiers after a member, currency
	// prefixes, owners inside a name a verb opens, a cue that labels the
	// name after it
	lead := Call{Tool: "stay_booking", Inputs: []Input{{Name: "owner", Type: "string", Required: true}, {Name: "cat", Type: "string", Required: true, Description: "Cat's name"}, {Name: "location", Type: "string", Required: true}, {Name: "passengers", Type: "integer", Required: true}, {Name: "colour", Type: "string", Required: true}, {Name: "subject", Type: "string", Required: true}},
		Open: []string{"owner", "cat", "location", "passengers", "colour", "subject"}}
	benchFill(b, g, "leads-", `Board Biscuit for Tom Ashdown at Tryfan reported by Dewi Pritchard, the Badger Divide for Ruth Okonjo, 140 mi, 38 people, gold metallic, NZ$1,240, Service Hamid Rahimi's Omega Seamaster with instructor Tom Becker and put him in pen 7 `, []int{16 << 10, 256 << 10}, lead,
		Sequence{Tools: []string{"pen_assign"}, Uses: []Use{{Tool: "pen_assign", Input: "pen", Value: "7"}}})
	// members of a value set joined by "and", run after run, and one run
	// joined by commas alone: each run is read once, from its first word
	runs := Call{Tool: "bell_rope", Inputs: []Input{{Name: "sally", Type: "string", Required: true, Description: "Sally colours"}}, Open: []string{"sally"}}
	benchFill(b, g, "member-runs-", `red white and blue, green, gold and black and red, white, `, []int{16 << 10, 256 << 10}, runs, Sequence{})
	// this round's: names an indefinite article heads or a quantity
	// measures out beside persons' names, owners of another tool's value,
	// names after a unit, counts with a modifier, map scales, weekdays in
	// the plural, names after a comma that run on
	things := Call{Tool: "build", Inputs: []Input{{Name: "customer", Type: "string", Required: true}, {Name: "design", Type: "string", Required: true}, {Name: "length_ft", Type: "number", Required: true}, {Name: "scale", Type: "string", Required: true}, {Name: "day", Type: "string", Required: true, Description: "Delivery day"}},
		Open: []string{"customer", "design", "length_ft", "scale", "day"}}
	benchFill(b, g, "things-", `Build Mairi Nic a 15 ft Ness Yawl, 250 g of Stinking Bishop for Tom Ellery, Holst's The Planets, 25 kg Maris Otter, 6 extra lemons at 1:10000 on Fridays, Bramble, Lucy Ferris's spaniel; `, []int{16 << 10, 256 << 10}, things,
		Sequence{Tools: []string{"send_parts"}, Uses: []Use{{Tool: "send_parts", Input: "piece", Value: "The Planets"}}})
	// this round's: one sentence that never ends, whose clauses after the
	// call's last are read as the call's (trailing), routes written as
	// two ends, names after a comma inside a whole name, a verb before a
	// name and a sum, a particle inside a title after a verb, a street
	// and its town, labels before numbers, a deadline's HH:MM
	routes := Call{Tool: "book_crossing", Inputs: []Input{{Name: "passenger", Type: "string", Required: true}, {Name: "route", Type: "string", Required: true}, {Name: "address", Type: "string", Required: true, Description: "Delivery address"}, {Name: "cone", Type: "string", Required: true}, {Name: "deadline", Type: "string", Required: true, Description: "Deliver by, HH:MM"}},
		Args: map[string]any{"passenger": "Moira Gunn"}, Open: []string{"route", "address", "cone", "deadline"}}
	benchFill(b, g, "routes-", `for Moira Gunn, Mallaig to Armadale, Oban to Craignure, Keep Hounds of Love aside, Offer Terry Walsh £300, to Fore Street, Polperro, at cone 6, by 11:00, the Pritchard brothers, title it HN thread, `, []int{16 << 10, 256 << 10}, routes, Sequence{})
	// stop 70's: things a verb gives a person, complements after "it",
	// registrations and flights in two words, names an address places,
	// notes that open a sentence
	given := Call{Tool: "rent_bike", Inputs: []Input{{Name: "rider", Type: "string", Required: true}, {Name: "bike", Type: "string", Required: true}, {Name: "reg", Type: "string", Required: true}, {Name: "flight", Type: "string", Required: true, Description: "Flight number, e.g. BA117"}, {Name: "address", Type: "string", Required: true}, {Name: "mode", Type: "string", Required: true}},
		Open: []string{"rider", "bike", "reg", "flight", "address", "mode"}}
	benchFill(b, g, "given-", `Rent Jess Moyo a tandem and make it simultaneous. Go out to Sam Reid at 4 Elm Close, FG70 MNB, off BA 2491, Lower back pain, Tess Morley, label it best before 2027-02-14, `, []int{16 << 10, 256 << 10}, given, Sequence{})
	// stop 71's, in one sentence that never ends: an address's town
	// before a colon or a subject's verb (the sentence's first word read
	// once, not per address), codes after a preposition or before a
	// verb, signed numbers, a form of speakers' labels, quoted values
	// after an -ing verb, example-shaped codes
	towns := Call{Tool: "adjust", Inputs: []Input{{Name: "client", Type: "string", Required: true}, {Name: "address", Type: "string", Required: true}, {Name: "digester", Type: "string", Required: true}, {Name: "cm", Type: "number", Required: true, Description: "Centimetres; negative to let out"}, {Name: "colour", Type: "string", Required: true, Description: "Colour code, e.g. 6/27"}},
		Open: []string{"client", "address", "digester", "cm", "colour"}}
	benchFill(b, g, "towns-", `Mrs Ann Lee at 5 Kiln Lane, Burslem has D4 needs, off D1 out 2 cm, 9 Mill Lane, Hebden Bridge: Customer: Harriet Yeo for Gwen saying 'hi' in 4/30 `, []int{16 << 10, 256 << 10, 1 << 20}, towns, Sequence{})
	// stop 72's, in one sentence that never ends: runs of an example's
	// shape (a possessive after one, a mark inside one), minutes and a
	// bare number, hyphened measures, a town a participle or nothing
	// closes, a couple's titles, a phrase before "as the", names whose
	// parts are values left, a tool's verb for a call with no values
	shaped := Call{Tool: "dispatch", Inputs: []Input{{Name: "bay", Type: "string", Required: true, Description: "Bay, e.g. Bay 3"}, {Name: "size", Type: "string", Required: true, Description: "Nozzle size, e.g. 0.60 80°EH"},
		{Name: "seconds", Type: "integer", Required: true, Description: "Length in seconds"}, {Name: "address", Type: "string", Required: true}, {Name: "topper", Type: "string", Required: true}, {Name: "mower", Type: "string", Required: true, Description: "Mower make and model"}},
		Open: []string{"bay", "size", "seconds", "address", "topper", "mower"}}
	benchFill(b, g, "shapes-", `Bay 2's dryer, a 0.50 60°EH, 2 minutes 50 for a 2-minute-50 routine, Mr and Mrs Kapoor at 2 Mill Row, Ashby emptied at 4 Elm Close, Leek overflows, golden swans as the topper, a Honda HRX 476 and send it by DPD `, []int{16 << 10, 256 << 10, 1 << 20}, shaped, Sequence{})
	mower := Call{Tool: "book_in", Inputs: []Input{{Name: "customer", Type: "string", Required: true}, {Name: "mower", Type: "string", Required: true, Description: "Mower make and model"}},
		Args: map[string]any{"customer": "Geoff Lane"}, Open: []string{"mower"}}
	benchFill(b, g, "parts-", `a Honda HRX 476 for Geoff Lane, `, []int{16 << 10, 256 << 10, 1 << 20}, mower, Sequence{})
	placed := Call{Tool: "stain_note", Inputs: []Input{{Name: "ticket", Type: "string", Required: true}, {Name: "location", Type: "string", Required: true, Description: "Where on the garment"}},
		Args: map[string]any{"ticket": "DC-7781"}, Open: []string{"location"}}
	benchFill(b, g, "placed-", `DC-7781 has red wine on the left cuff, tea in the top pocket; `, []int{16 << 10, 256 << 10, 1 << 20}, placed, Sequence{})
	// stop 73's: persons of another call's clause, dates nearer the
	// call's words than the date another call agrees on (each read once
	// a call and kind: nearestUnused), a person served and one serving,
	// names before the tool's thing, formulas, handles, hyphenated tool
	// words, in one sentence that never ends
	rivals := Call{Tool: "hire_van", Inputs: []Input{requiredString("client", "Customer name"), requiredString("driver", "Driver name"), requiredString("date", "Date, YYYY-MM-DD"), requiredString("formula", "Formula, e.g. 7/1 + 20 vol")},
		Open: []string{"client", "driver", "date", "formula"}}
	rivalSeq := Sequence{Tools: []string{"hire_van", "add_driver", "inspect"}, Uses: []Use{{Tool: "add_driver", Input: "driver", Value: "Sam Ford"}, {Tool: "inspect", Input: "date", Value: "2027-04-12"}}}
	benchFill(b, g, "rivals-", `Hire a small van to Ben Ford with Sam Ford as a driver on 2027-04-12, the inspection for 2027-04-13, a Royal Stewart van, check-up and blow-dry, 8/3 + 30 vol, Player ShadowFox, `, []int{16 << 10, 256 << 10, 1 << 20}, rivals, rivalSeq)
	benchFill(b, g, "topic-about-", `about urban beekeeping, Alpha 12 km about history of jazz and `, []int{16 << 10, 256 << 10}, topic, Sequence{})
	benchFill(b, g, "compared-Kane-", `Kane or Alpha Beta and 7731-X vs Lee, `, []int{16 << 10, 256 << 10}, compared, Sequence{})
	// a value another call uses, stated in every sentence: whether a
	// mention is free (freeText) is decided once per value and tool; and
	// in one sentence that never ends, its clauses telling the calls apart
	// (freeClause), too
	flight := Call{Tool: "register_flight", Inputs: []Input{{Name: "departure", Type: "string", Required: true}, {Name: "destination", Type: "string", Required: true}}, Open: []string{"departure", "destination"}}
	weather := Sequence{Tools: []string{"update_weather"}, Uses: []Use{{Tool: "update_weather", Input: "airport", Value: "JFK"}}}
	benchFill(b, g, "mentions-", `Register a flight from JFK to LAX. Update the weather at JFK. `, []int{16 << 10, 256 << 10}, flight, weather)
	benchFill(b, g, "clause-mentions-", `register a flight from JFK to LAX, then update the weather at JFK, `, []int{16 << 10, 256 << 10}, flight, weather)
	// a value another call gives, written in every clause but never for
	// this call: where the request writes it for a call is one search of
	// the text and a lookup of each place's clause
	harvest := Call{Tool: "harvest_crop", Inputs: []Input{{Name: "crop_name", Type: "string", Required: true}}}
	planted := Sequence{Tools: []string{"plant_crop"}, Uses: []Use{{Tool: "plant_crop", Input: "crop_name", Value: "Corn"}}}
	unit := `Plant corn across 100 acres; plant more corn. ` // never for the harvest: every place is looked at
	for _, size := range []int{16 << 10, 256 << 10} {
		text := strings.Repeat(unit, size/len(unit)+1)[:size]
		r := g.Read(text)
		b.Run(fmt.Sprint("writes-for-", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				r.WritesFor(harvest, planted, "Corn")
			}
		})
	}
	// a date another call has, written in every clause beside one no call
	// has, and an identifier another call has beside codes no call has:
	// whether another stands beside it is read once a call, not per
	// candidate
	quote := Call{Tool: "quote_event", Inputs: []Input{{Name: "date", Type: "string", Required: true, Description: "Event date, YYYY-MM-DD"},
		{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}}, Open: []string{"date", "order_id"}}
	tasting := Sequence{Tools: []string{"tasting"}, Uses: []Use{{Tool: "tasting", Input: "date", Value: "2026-08-08"}, {Tool: "tasting", Input: "order_id", Value: "CT-5055"}}}
	benchFill(b, g, "agree-", `tasting on 2026-08-08 for CT-5055, then a quote 2026-10-10 for CT-7000; `, []int{16 << 10, 256 << 10}, quote, tasting)
	// a list of thousands of codes, and the members of a value set in
	// every sentence: a list's items are told from its rivals by where
	// they stand, members are looked up word by word
	kit := Call{Tool: "configure", Inputs: []Input{{Name: "peripherals", Type: "array", Items: "string", Required: true}, {Name: "genre", Type: "string", Required: true}},
		Open: []string{"peripherals", "genre"}}
	benchFill(b, g, "sets-UART,-", `UART, SPI, I2C, CAN, `, []int{16 << 10, 256 << 10}, kit, Sequence{})
	benchFill(b, g, "sets-Play-", `Play rock or science fiction jazz and pop. `, []int{16 << 10, 256 << 10}, kit, Sequence{})
	// a used value as long as half the request: candidates are compared
	// with it in part only up to maxOverlapText
	city := Call{Tool: "book", Inputs: []Input{{Name: "city", Type: "string", Required: true}}, Open: []string{"city"}}
	unit = `Visit Paris Rome. `
	for _, size := range []int{64 << 10, 256 << 10} {
		text := strings.Repeat(unit, size/len(unit)+1)[:size]
		long := Sequence{Tools: []string{"other"}, Uses: []Use{{Tool: "other", Input: "city", Value: text[:size/2]}}}
		benchFill(b, g, "used-long-", unit, []int{size}, city, long)
	}
	// many numbers inside many mentions of a used text value (insideUsed),
	// for a quantity and a brand's place beside them ("there")
	cart := Call{Tool: "add_to_cart", Inputs: []Input{{Name: "quantity", Type: "integer", Required: true}, {Name: "city", Type: "string", Required: true}},
		Args: map[string]any{}, Open: []string{"quantity", "city"}}
	levis := Sequence{Tools: []string{"search"}, Uses: []Use{{Tool: "search", Input: "query", Value: "Levi's 501 jacket"}, {Tool: "search", Input: "city", Value: "Lisbon"}}}
	benchFill(b, g, "inside-used-", `a Levi's 501 jacket in Lisbon, 2 there; `, []int{16 << 10, 256 << 10}, cart, levis)
	// many corrections and negated values of one kind, and a sentence
	// that never ends (takenBack): each value finds its correction once
	pizza := Call{Tool: "order_pizza", Inputs: []Input{{Name: "size", Type: "string", Required: true, Enum: []any{"small", "medium", "large"}},
		{Name: "quantity", Type: "integer", Required: true}, {Name: "city", Type: "string", Required: true}}, Open: []string{"size", "quantity", "city"}}
	benchFill(b, g, "corrections-", `Order a large pizza in Rome. No wait, make it a medium, not 3 but 4, sorry, I meant Oslo. `, []int{16 << 10, 256 << 10}, pizza, Sequence{})
	benchFill(b, g, "corrections-one-sentence-", `a large, no, a medium, not 3, sorry, Oslo, instead of Rome, `, []int{16 << 10, 256 << 10}, pizza, Sequence{})
}

// benchFill runs, for each size, the sub-benchmark name+size: unit
// repeated to size bytes, read and grounded for call in seq.
func benchFill(b *testing.B, g *Grounder, name, unit string, sizes []int, call Call, seq Sequence) {
	for _, size := range sizes {
		text := strings.Repeat(unit, size/len(unit)+1)[:size]
		b.Run(fmt.Sprint(name, size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				g.Read(text).Fill(call, seq)
			}
		})
	}
}

func TestReadOrdinalOfMonthAndDeterminerList(t *testing.T) {
	g := New(Config{})
	r := g.Read("Reserve a suite commencing on the 20th of April 2024. Distribute his assets, including a house, savings, and investments, to his wife.")
	var date, list bool
	for _, c := range r.Candidates() {
		if c.Kind == Date && c.Value == "2024-04-20" {
			date = true
		}
		if c.Kind == List && fmt.Sprint(c.Value) == "[house savings investments]" {
			list = true
		}
	}
	if !date || !list {
		t.Errorf("date %v list %v in %+v", date, list, r.Candidates())
	}
}

// A unit the lexicon puts in two classes is resolved the same way in every
// process, not by a map's iteration order.
func TestLexiconAmbiguousUnits(t *testing.T) {
	lx := compile(DefaultLexicon())
	for unit, want := range map[string]string{"pound": "mass", "gbp": "money"} {
		if got := lx.unitClass[unit]; got != want {
			t.Errorf("unit %q: class %q, want %q", unit, got, want)
		}
	}
}

// A number word joined to its unit reads as a number with that unit, as
// "10-day" does; "twenty-five" is one number.
func TestHyphenatedNumberWords(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{
		"a five-night stay":      "5 night",
		"a 10-day trip":          "10 day",
		"twenty-five guests":     "25 guest",
		"a two-year-old laptop":  "2 year",
		"book a room for two":    "2 ",
		"a one-2-one conversion": "",
	} {
		got := ""
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Number {
				got = fmt.Sprintf("%v %s", c.Value, c.Unit)
			}
		}
		if got != want {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}

// States: a candidate's value, or a string the request writes word for
// word, in any case.
func TestStates(t *testing.T) {
	r := New(Config{}).Read("Locate gyms in London, UK with 20 results.")
	for _, c := range []struct {
		v    any
		want bool
	}{
		{"Gyms in London, UK", true},
		{"London", true},
		{json.Number("20"), true},
		{"gym", false},
		{"Paris", false},
		{"in", false}, // shorter than three characters
	} {
		if got := r.States(c.v); got != c.want {
			t.Errorf("States(%#v) = %v, want %v", c.v, got, c.want)
		}
	}
	// a list the request names items of, without stating it
	if !r.StatesPart([]any{"savings", "London"}) || r.StatesPart([]any{"savings", "Paris"}) || r.StatesPart("London") {
		t.Errorf("StatesPart: an item written is a part stated; none, or no list, is not")
	}
}

// The values a description lists are an input's vocabulary when no enum
// is given; prose is no list.
func TestOptions(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct {
		desc string
		want []any
	}{
		{"Business status to filter (comma-separated values: OPEN, CLOSED_TEMPORARILY, CLOSED).", []any{"OPEN", "CLOSED_TEMPORARILY", "CLOSED"}},
		{"severity level of the condition, options: 'Mild', 'Moderate', 'Severe'", []any{"Mild", "Moderate", "Severe"}},
		{`the testament where the reference is located, either "Old" or "New"`, []any{"Old", "New"}},
		{"the activity level of the individual, options: sedentary, moderate, active", []any{"sedentary", "moderate", "active"}},
		{"Subcategory of event, either a music genre or sport name", nil},
		{"It could be one of the following: Latitude and Longitude (Decimal degree) e.g: q=48.8567,2.3508", nil},
		{"number of possible states in the environment", nil},
	} {
		if got := g.options(c.desc); fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("options(%q) = %q, want %q", c.desc, got, c.want)
		}
	}
	in := []Input{{Name: "activity_level", Type: "string", Required: true, Description: "the activity level, options: sedentary, moderate, active"}}
	if ch := fill(g, "Plan meals for an active activity level.", in, nil, "activity_level", Sequence{}); !ch.Found || ch.Value != "active" {
		t.Errorf("activity_level: %v (found %v)", ch.Value, ch.Found)
	}
}

// A pair is one phrase: its second place is the call's when its first
// is.
func TestFillPairGiven(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "start_date", Type: "string", Required: true, Description: "The start date of the time period in YYYY-MM-DD format"},
		{Name: "end_date", Type: "string", Required: true, Description: "The end date of the time period in YYYY-MM-DD format"},
		{Name: "product_type", Type: "string", Required: true, Description: "The type of product to be analyzed"}}
	call := Call{Tool: "analyze_sales_data", Inputs: in, Args: map[string]any{"start_date": "2024-01-01", "product_type": "X"}, Open: []string{"end_date"}}
	r := g.Read("Analyze the sales data for product type X from January 1, 2024 to December 31, 2024 and then generate an invoice for the total sales to client Y, due on January 31, 2025.")
	// (December 31 is linked by the pair; "due" still ties January 31 to
	// the end: asked, where January 31 was taken before)
	if ch := r.Fill(call, Sequence{Tools: []string{"generate_invoice"}})[0]; ch.Found && ch.Value != "2024-12-31" || ch.Text != "December 31, 2024" {
		t.Errorf("end_date: %v (found %v)\n%s", ch.Value, ch.Found, r.Explain(call, Sequence{}, "end_date"))
	}
}

// The two sides of a compared pair (player_a and player_b) are named
// joined ("X vs Y", "X or Y"), in the request's order.
func TestFillComparedPair(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, c := range []struct {
		name, request string
		inputs        []Input
		args          map[string]any
		input         string
		want          any // nil: asked
	}{
		{"or", "Who has more assists, Kevin De Bruyne or Bruno Fernandes?", []Input{str("player_a", "First player"), str("player_b", "Second player")},
			map[string]any{"player_b": "Bruno Fernandes"}, "player_a", "Kevin De Bruyne"},
		{"vs", "Compare goals: Harry Kane vs Robert Lewandowski", []Input{str("player_a", "First player"), str("player_b", "Second player")},
			map[string]any{"player_a": "Harry Kane"}, "player_b", "Robert Lewandowski"},
		{"with", "Compare the Sony WH-1000XM5 with the Bose QuietComfort Ultra", []Input{str("product_a", "First product's name"), str("product_b", "Second product's name")},
			map[string]any{"product_b": "Bose QuietComfort Ultra"}, "product_a", "Sony WH-1000XM5"},
	} {
		ch := fill(g, c.request, c.inputs, c.args, c.input, Sequence{})
		wantChoice(t, c.name, ch, c.want)
	}
}

// Narrow kinds the request gives once: a file another argument's word is
// part of, a street address where no sentence names the call's words, a
// postal code written as five digits, a list of e-mail addresses, a date
// for a date where no sentence names the call.
func TestFillNarrowKindsOnce(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, c := range []struct {
		name, tool, request string
		inputs              []Input
		args                map[string]any
		input               string
		want                any // nil: asked
	}{
		{"path", "identify_pest", "Something is eating my kale. Here's a photo: ~/garden/kale_leaves.jpg. What is it?", []Input{str("image_path", "Path to the photo"), str("plant", "Affected plant")},
			map[string]any{"plant": "kale"}, "image_path", "~/garden/kale_leaves.jpg"},
		{"address", "home_value", "How much is 18 Sycamore Street, Portland, OR 97202 worth?", []Input{str("address", "Full address")}, nil, "address", "18 Sycamore Street, Portland, OR 97202"},
		{"zip", "frost_dates", "When's the last spring frost around 80521?", []Input{str("zip_code", "ZIP code")}, nil, "zip_code", "80521"},
		{"zip described", "rain_forecast", "Rain forecast for 30605 for the next 3 days", []Input{str("location", "Town or ZIP"), {Name: "days", Type: "integer", Description: "Days ahead"}},
			map[string]any{"days": json.Number("3")}, "location", "30605"},
		{"e-mails", "send_invitations", "Create an event page called 'Spring Gala', then invite ana@example.com and leo@example.com.",
			[]Input{{Name: "event_id", Type: "string", Required: true}, {Name: "emails", Type: "array", Items: "string", Required: true, Description: "Guest e-mails"}},
			map[string]any{"event_id": "$var1.event_id$"}, "emails", []any{"ana@example.com", "leo@example.com"}},
		{"date", "expense_report", "Who was our top vendor in 2025-01? E-mail the answer to cfo@corp.example.", []Input{str("month", "Month, YYYY-MM")}, nil, "month", "2025-01"},
		{"no zip", "rain_forecast", "Rain forecast for 30605 for the next 3 days", []Input{str("location", "Town"), {Name: "days", Type: "integer", Description: "Days ahead"}},
			map[string]any{"days": json.Number("3")}, "location", nil},
	} {
		if c.args == nil {
			c.args = map[string]any{}
		}
		ch := g.Read(c.request).Fill(Call{Tool: c.tool, Inputs: c.inputs, Args: c.args, Open: []string{c.input}}, Sequence{})[0]
		wantChoice(t, c.name, ch, c.want)
	}
}

// A topic takes the plain phrase after a topic cue when it ends with its
// clause; a phrase cut inside it is asked.
func TestFillTopicPhrase(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "topic", Type: "string", Required: true, Description: "What it is about"}, {Name: "words", Type: "integer", Description: "Target length"}}
	for _, c := range []struct {
		request string
		want    any // nil: asked
	}{
		{"Write a casual 600-word article about urban beekeeping, then publish it on the GreenCity blog.", "urban beekeeping"},
		{"Draft a piece about the history of jazz and send it to the list.", nil},
		{"Draft a piece about history of jazz and send it to the list.", "history of jazz"},
		{"Draft a piece about the impact of rain on crops.", nil},
		{"Draft a piece about impact of rain on crops.", nil},
	} {
		ch := g.Read(c.request).Fill(Call{Tool: "draft_article", Inputs: in, Args: map[string]any{}, Open: []string{"topic"}}, Sequence{})[0]
		wantChoice(t, strconv.Quote(c.request), ch, c.want)
	}
}

// A request written as the call ("vehicle_status vehicle_id=TRK-104")
// names the tool and the input; neither name is a value.
func TestFillKeyValue(t *testing.T) {
	g := New(Config{})
	call := Call{Tool: "vehicle_status", Inputs: []Input{{Name: "vehicle_id", Type: "string", Required: true, Description: "Vehicle ID"}}, Args: map[string]any{}, Open: []string{"vehicle_id"}}
	r := g.Read("vehicle_status vehicle_id=TRK-104")
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "TRK-104" {
		t.Errorf("vehicle_id = %v (found %v, score %.2f, margin %.2f)\n%s", ch.Value, ch.Found, ch.Score, ch.Margin, r.Explain(call, Sequence{}, "vehicle_id"))
	}
}

// A date is written in the sequence's form, ordinals included.
func TestWriteDate(t *testing.T) {
	for _, c := range []struct {
		form dateForm
		want string
	}{
		{isoForm, "2023-10-01"}, {wordsForm, "October 1, 2023"}, {wordsOrdForm, "October 1st, 2023"},
		{dayMonthForm, "1 October 2023"}, {dayMonthOrdForm, "1st October 2023"}, {slashMDYForm, "10/01/2023"},
		{slashDMYForm, "01/10/2023"}, {dotDMYForm, "01.10.2023"}, {hyphenDMYForm, "01-10-2023"}, {dayMonAbbrForm, "01-Oct-2023"}, {compactForm, "20231001"},
	} {
		if got := writeDate("2023-10-01", c.form); got != c.want {
			t.Errorf("writeDate(%d) = %q, want %q", c.form, got, c.want)
		}
	}
	for d, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 23: "23rd", 31: "31st"} {
		if got := ordinal(d); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", d, got, want)
		}
	}
	// the form is read with the date
	in := []Input{{Name: "date", Type: "string", Required: true, Description: "date of the event"}}
	call := Call{Tool: "find_events", Inputs: in, Open: []string{"date"}}
	seq := Sequence{Uses: []Use{{Tool: "buy_tickets", Input: "date", Value: "12th November 2023"}}}
	if ch := New(Config{}).Read("Find a concert on the date October 10th 2023.").Fill(call, seq)[0]; ch.Value != "10th October 2023" {
		t.Errorf("date beside 12th November 2023: %v", ch.Value)
	}
}

// FuzzOptions: a description is read for the values it lists without
// panicking, and every value read is a part of it.
func FuzzOptions(f *testing.F) {
	for _, s := range []string{"options: 'Mild', 'Moderate'", `either "Old" or "New"`, "values: OPEN, CLOSED)", "one of the following: a, b (c)", "options:", "either '", "values: ,,, or or",
		"\xbe(In this case CURRENCY_EXCHANGE_RATE)", "İİ must be 'v2'"} {
		f.Add(s)
	}
	g := New(Config{})
	f.Fuzz(func(t *testing.T, desc string) {
		for _, v := range g.options(desc) {
			if s, ok := v.(string); !ok || !strings.Contains(desc, s) {
				t.Fatalf("options(%q) gave %q, not in it", desc, v)
			}
		}
		g.Constant(Input{Name: "function", Description: desc}) // the same cues' reading
		g.Read(desc)                                           // and a description is a text like any other
	})
}

// FuzzFill: any request, any value the sequence gives, fills without
// panicking (offsets found in the lowercased request are offsets into it).
func FuzzFill(f *testing.F) {
	f.Add("Book a hotel in İstanbul on March 3, 2025 for ENGLISH speakers.", "english")
	f.Add("\xbeeither Paris", "PARIS")
	f.Add("from A to B on 2024-01-01 at 10:00", "2024-01-01 10:00")
	f.Add("a Rock and science fiction mix of 'a.cpp', 'b.cpp' and UART, SPI, or I2C", "StationA")
	f.Add("Compare goals: Harry Kane vs Robert Lewandowski or Policy HO-558201 and 7731-X, around 80521 for PixelQueen", "Harry Kane")
	f.Add("Convert 20 euros for a trip to the UK, an article about history of jazz, then Musée d'Orsay & Co", "EUR")
	f.Add("Reply to the customer below:\n\nFrom: Dana <d@x.co>\nSubject: Hi\nNew task, title: Fix it, assign to ana and bo\nName: Aisha Bello\nAmount: $42.00\n"+
		"Reimburse E-7002; a buddy: pwong; repeat tue and thu, my shopping list", "ana")
	f.Add("User: WHERE IS MY PACKAGE 1Z999AA10123456784???\nAssistant: Which city?\nUser: Lisbon, there; SKU P-10442, Acme Robotics, Inc. and Kettle and Crumb LLC's 501 "+
		"2025-09-20 to 2025-09-24 ?city=Paris&days=3 iPhone 16 Pro with the Bose QuietComfort", "Lisbon")
	f.Add("Order a large pizza. No wait, make it a medium, not 3 but 4, sorry, I meant 東京; I used to live in Oslo; See Dr. Okafor, ring 07700 900123, "+
		"30-11-09 12345678 for 1.5 hours, 600 dollars per month, Book Austin to Seattle, AI, Healthcare, and Technology", "Oslo")
	f.Add("Remind me at half past six in the evening, a quarter to eight, 17h30, 19:45h, 9.30am, noon; half a liter, an hour and a half; "+
		"Rue de Rivoli 99, 75001 Paris; Ursula K. Le Guin, Ana de la Cruz; cron 0 2 * * * on *.log, ^4.17.21; Price per liter; - a@b.co\n- c@d.co; Pizza x3, a two-hour meeting, bk Nopa 4 2", "Paris")
	f.Add("(current date: 2025-06-10) Today is 2025-03-03. Book from 3 to 7 March 2025, Apr 10-14, the twenty-third of May, tomorrow, next Monday, in 3 days; "+
		"40.7128° N, 74.0060° W, minus 25, 45 degrees C, 72 F, 68°F; john dot smith at gmail dot com, five five five, one two three, four five six seven; "+
		"#golang #backend, u/spez, @natgeo; 12 grand, fifty bucks, 1 200 EUR, CHF 1'250.50, ₹1,20,00,000, 5 lakh, -$12.50, 5 below zero, fell 4.2%; "+
		"16:9, size small, extra large, buisness, 3 dozen, 3:15-ish, noon-ish, 20250418, Thu 3/6/25, Dec 1st '25, (https://x.io)?, ATL->DFW, LAX-ORD; "+
		"5 ft 11 in, 1h 55m, an hour and 15 minutes, one hundred fifty, 55 mph, 1M; Text Mom that I'll be late; Remind me to call Ana at 09:00; «Q1», „Der“, 「森」", "2025-03-04")
	f.Add("Primary crusher CR-2 down 45 min, jaw plate change. CR-2 – verbal altercation at dinner, resolved by staff; - customer: Birchwood Cabinets\n"+
		"text CR-2: your order is ready? chest pain, male 60s (weather), hypernyms (superordinate terms), refund to my original payment", "CR-2")
	g := New(Config{})
	in := []Input{{Name: "city", Type: "string", Required: true}, {Name: "date", Type: "string", Description: "the date, YYYY-MM-DD HH:MM"},
		{Name: "language", Type: "string", Description: "options: English, French"}, {Name: "count", Type: "integer"},
		{Name: "genre", Type: "string"}, {Name: "code_files", Type: "array", Items: "string"},
		{Name: "player_a", Type: "string", Description: "First player"}, {Name: "player_b", Type: "string", Description: "Team name"},
		{Name: "zip_code", Type: "string"}, {Name: "gamertag", Type: "string"}, {Name: "policy_number", Type: "string"},
		{Name: "country", Type: "string", Description: "Country, e.g. 'us'"}, {Name: "currency", Type: "string", Description: "such as USD"}, {Name: "topic", Type: "string"},
		{Name: "days", Type: "array", Items: "string", ItemEnum: []any{"mon", "tue", "wed", "thu"}}, {Name: "list_name", Type: "string"}, {Name: "buddy", Type: "string"},
		{Name: "body", Type: "string"}, {Name: "assignees", Type: "array", Items: "string"},
		{Name: "size", Type: "string", Enum: []any{"small", "medium", "large"}}, {Name: "to_unit", Type: "string", Enum: []any{"in", "mi", "km"}},
		{Name: "activity", Type: "string", Description: "Kind of workout, e.g. run, swim"}, {Name: "limit", Type: "number", Description: "Monthly limit"},
		{Name: "recipient", Type: "string", Description: "Who gets it"}, {Name: "exclude_city", Type: "string"}, {Name: "preferred_time", Type: "string"},
		{Name: "time", Type: "string", Description: "Time, HH:MM 24-hour"}, {Name: "liters", Type: "number"}, {Name: "sessions_per_week", Type: "integer"},
		{Name: "address", Type: "string", Description: "Street address"}, {Name: "cron", Type: "string"}, {Name: "emails", Type: "array", Items: "string"},
		{Name: "message", Type: "string"}, {Name: "hashtags", Type: "array", Items: "string"}, {Name: "latitude", Type: "number"}, {Name: "longitude", Type: "number"},
		{Name: "celsius", Type: "number", Description: "in °C"}, {Name: "change_percent", Type: "number", Description: "negative for a drop"}, {Name: "position", Type: "integer"},
		{Name: "seat", Type: "string", Description: "Seat, e.g. 14C"}, {Name: "timezone", Type: "string"}, {Name: "check_in", Type: "string", Description: "YYYY-MM-DD"},
		{Name: "check_out", Type: "string", Description: "YYYY-MM-DD"}, {Name: "kmh", Type: "number", Description: "in km/h"}, {Name: "cabin", Type: "string", Enum: []any{"economy", "business"}}}
	notes := []Input{{Name: "crusher", Type: "string", Required: true, Description: "Crusher ID"}, {Name: "minutes", Type: "integer"},
		{Name: "cause", Type: "string", Required: true, Description: "Cause"}, {Name: "when", Type: "string", Description: "Date and time"}}
	f.Fuzz(func(t *testing.T, text, value string) {
		r := g.Read(text)
		seq := Sequence{Uses: []Use{{Tool: "other", Input: "city", Value: value}, {Tool: "other", Input: "note", Value: value}}, Tools: []string{"other"}}
		r.Fill(Call{Tool: "book", Inputs: in, Args: map[string]any{"language": value, "assignees": []any{value, "bo"}},
			Open: []string{"city", "date", "count", "genre", "code_files", "player_a", "player_b", "zip_code", "gamertag", "policy_number", "country", "currency", "topic", "days", "list_name", "buddy", "body",
				"message", "hashtags", "latitude", "longitude", "celsius", "change_percent", "position", "seat", "timezone", "check_in", "check_out", "kmh", "cabin"}}, seq)
		// one open free text beside given values: the notes' fragments and
		// the text a colon or a dash opens
		r.Fill(Call{Tool: "log_downtime", Inputs: notes, Args: map[string]any{"crusher": value, "minutes": json.Number("45"), "when": "2024-10-15 10:00:00"},
			Open: []string{"cause"}}, seq)
		r.States(value)
		r.StatesPart([]any{value})
		r.WritesFor(Call{Tool: "book", Inputs: in, Args: map[string]any{"language": value}}, seq, value)
	})
}

// A phone input takes a number or a code: "the number +1234567890" is the
// phone_number (kind_hints).
func TestFillPhone(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "account_id", Type: "string", Required: true}, {Name: "phone_number", Type: "string", Required: true}}
	call := Call{Tool: "dial_phone_number", Inputs: in, Args: map[string]any{"account_id": "$var1.account_id$"}, Open: []string{"phone_number"}}
	r := g.Read("Once the account is active, could you initiate a call to the number +1234567890 using this new account?")
	if ch := r.Fill(call, Sequence{}); !ch[0].Found || ch[0].Value != "+1234567890" {
		t.Errorf("phone_number = %+v, want +1234567890\n%s", ch[0], r.Explain(call, Sequence{}, "phone_number"))
	}
	// The one identifier's code the request gives is the value though no
	// sentence names the call ("text the price to ...", for send_sms).
	sms := Call{Tool: "send_sms", Inputs: []Input{{Name: "phone_number", Type: "string", Required: true}, {Name: "message", Type: "string", Required: true}},
		Args: map[string]any{"message": "$var1.price$"}, Open: []string{"phone_number"}}
	seq := Sequence{Tools: []string{"search_flights"}, Uses: []Use{{Tool: "search_flights", Input: "origin", Value: "Toronto"}, {Tool: "search_flights", Input: "destination", Value: "Vancouver"}}}
	r = g.Read("Find the cheapest flight from Toronto to Vancouver on 2025-07-04 and text the price to 416-555-0199.")
	if ch := r.Fill(sms, seq); !ch[0].Found || ch[0].Value != "416-555-0199" {
		t.Errorf("phone_number = %+v, want 416-555-0199\n%s", ch[0], r.Explain(sms, seq, "phone_number"))
	}
	// an input named phone alone identifies as a phone number does
	text := Call{Tool: "send_message", Inputs: []Input{{Name: "phone", Type: "string", Required: true, Description: "Phone number"}, {Name: "text", Type: "string", Required: true}},
		Args: map[string]any{"text": "call me back"}, Open: []string{"phone"}}
	r = g.Read("mesage +44 20 7946 0958: 'call me back'")
	if ch := r.Fill(text, Sequence{}); !ch[0].Found || ch[0].Value != "+44 20 7946 0958" {
		t.Errorf("phone = %+v, want +44 20 7946 0958\n%s", ch[0], r.Explain(text, Sequence{}, "phone"))
	}
	// and so is the one path a path input's
	conv := Call{Tool: "convert_file", Inputs: []Input{{Name: "path", Type: "string", Required: true, Description: "File path"}}, Open: []string{"path"}}
	r = g.Read("Turn notes/meeting-2025-03-04.md into a Word document.")
	if ch := r.Fill(conv, Sequence{}); !ch[0].Found || ch[0].Value != "notes/meeting-2025-03-04.md" {
		t.Errorf("path = %+v, want notes/meeting-2025-03-04.md\n%s", ch[0], r.Explain(conv, Sequence{}, "path"))
	}
}

// A date and time the request writes in ISO 8601 is written as it is, its
// zone kept.
func TestFillISODateTime(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "start_time", Type: "string", Format: "date-time", Required: true}}
	for req, want := range map[string]string{
		"Schedule the backup to start at 2024-08-15T10:00:00Z please.": "2024-08-15T10:00:00Z",
		"SCHEDULE THE BACKUP TO START ON 2024-08-15 AT 10:00 PLEASE.":  "2024-08-15T10:00", // two words: written in the input's form
	} {
		if ch := fill(g, req, in, nil, "start_time", Sequence{}); !ch.Found || ch.Value != want {
			t.Errorf("%s: start_time = %+v, want %s", req, ch, want)
		}
	}
}

// An input that does not take a candidate's kind is no rival of one that
// does: the time after "pick it up on 01/01/2024" is the pickup_time's,
// though the date's words stand nearer (nestful-sgd-0008).
func TestRivalTakesTheKind(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "pickup_city", Type: "string", Required: true}, {Name: "pickup_date", Type: "string", Required: true},
		{Name: "pickup_time", Type: "string", Required: true}, {Name: "dropoff_date", Type: "string", Required: true}}
	r := g.Read("Get me a rental car reservation for a car in Chicago. I will pick it up on 01/01/2024 at 7:00 AM and return it on 01/10/2024.")
	for _, sc := range r.Scores(Call{Tool: "RentalCars.GetCarsAvailable", Inputs: in, Open: []string{"pickup_time"}}, Sequence{}, "pickup_time") {
		if sc.Text == "7:00 AM" && sc.Features["rival"] != 0 {
			t.Errorf("7:00 AM for pickup_time has a rival: %v", sc.Features)
		}
	}
}

// A time input of a tool with no date input takes the date the request
// writes with the time; beside a date input, it takes the time alone.
func TestDatedTimes(t *testing.T) {
	g := New(Config{})
	req := "Please query the timetable of flight A12345, planned for takeoff on September 15th, 2023, at 08:00 heading to New York."
	for _, c := range []struct {
		inputs []Input
		want   string
	}{
		{[]Input{{Name: "flight_number", Type: "string"}, {Name: "departure_time", Type: "string"}}, "2023-09-15 08:00"},
		{[]Input{{Name: "flight_number", Type: "string"}, {Name: "departure_date", Type: "string"}, {Name: "departure_time", Type: "string"}}, "08:00"},
	} {
		scores := g.Read(req).Scores(Call{Tool: "check_flight_schedule", Inputs: c.inputs, Open: []string{"departure_time"}}, Sequence{}, "departure_time")
		if len(scores) == 0 || scores[0].Value != c.want {
			t.Errorf("departure_time beside %d inputs: %+v, want %s first", len(c.inputs), scores, c.want)
		}
	}
}

// "at" names a time as "on" names a date (lexicon synonyms).
func TestFillTimeAt(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "text", Type: "string", Required: true}, {Name: "time", Type: "string", Required: true}}
	if ch := fill(g, "Remind me to call Mom at 5:30 pm.", in, nil, "time", Sequence{}); !ch.Found || ch.Value != "5:30 pm" {
		t.Errorf("time = %+v, want 5:30 pm", ch)
	}
}

// "under" and "below" bound a maximum as "up to" does, "above" a minimum
// (lexicon synonyms).
func TestFillBound(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "city", Type: "string", Required: true}, {Name: "max_price_per_night", Type: "number", Description: "Highest nightly rate"},
		{Name: "stars", Type: "integer", Description: "Minimum star rating"}}
	r := g.Read("Find a hotel in Lisbon under 150 a night with at least 4 stars.")
	call := Call{Tool: "search_hotels", Inputs: in, Args: map[string]any{"city": "Lisbon"}, Open: []string{"max_price_per_night"}}
	if ch := r.Fill(call, Sequence{}); !ch[0].Found || ch[0].Value != 150 && ch[0].Value != json.Number("150") && ch[0].Value != 150.0 {
		t.Errorf("max_price_per_night = %+v, want 150\n%s", ch[0], r.Explain(call, Sequence{}, "max_price_per_night"))
	}
}

// A title in sentence case after a naming verb is asked for, not cut
// at its last capital: "Budget" is no title of "Budget sync".
func TestFillSentenceCaseTitle(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "title", Type: "string", Required: true, Description: "Event title"}, {Name: "date", Type: "string", Required: true}}
	ch := fill(g, "Set up a meeting called Budget sync on June 3, 2025.", in, map[string]any{"date": "2025-06-03"}, "title", Sequence{})
	if ch.Found && ch.Value != "Budget sync" {
		t.Errorf("title = %v, want Budget sync or an ask", ch.Value)
	}
	// and a year after a naming verb ends a title: "Tax" is no folder's
	// name of "called Tax 2025" (a probe request)
	in = []Input{{Name: "name", Type: "string", Required: true, Description: "Folder name"}, {Name: "parent", Type: "string", Description: "Parent folder"}}
	ch = fill(g, "Make a folder called Tax 2025 inside Personal.", in, map[string]any{"parent": "Personal"}, "name", Sequence{})
	if ch.Found && ch.Value != "Tax 2025" {
		t.Errorf("name = %v, want Tax 2025 or an ask", ch.Value)
	}
}

// Every word that makes an input take a place also makes it take a name:
// where_to is a place ("a house in San Francisco"), of the kind it calls
// for (Typed), as location is.
func TestPlaceWordsPreferNames(t *testing.T) {
	g := New(Config{})
	lx := DefaultLexicon()
	prefers := map[string]bool{}
	for _, h := range lx.KindHints {
		if slices.Contains(h.Prefer, "name") {
			for _, w := range h.Words {
				prefers[w] = true
			}
		}
	}
	for _, w := range lx.PlaceWords {
		switch w {
		case "area", "address", "site", "zone", "street", "port": // an area in square meters, an address's number, a website, a time zone, a network's port
			continue
		}
		if !prefers[w] {
			t.Errorf("place word %q does not prefer a name (kind_hints)", w)
		}
	}
	in := []Input{{Name: "where_to", Type: "string", Required: true, Description: "Location of the house"}}
	ch := fill(g, "I want to find a house in San Francisco that has laundry service.", in, nil, "where_to", Sequence{})
	if !ch.Found || ch.Value != "San Francisco" || !ch.Typed {
		t.Errorf("where_to = %+v, want San Francisco, typed", ch)
	}
}

// A word two open inputs share tells neither apart where the other's own
// word stands beside it: the date after "start date" is start_date's, not
// a rival for end_date through "date".
func TestFillSharedWords(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "product_type", Type: "string", Required: true}, {Name: "start_date", Type: "string", Required: true}, {Name: "end_date", Type: "string", Required: true}}
	r := g.Read("Calculate the total sales for the product type 'Electronics' between the start date '2022-01-01' and the end date '2022-12-31'.")
	call := Call{Tool: "analyze_sales_data", Inputs: in, Args: map[string]any{"product_type": "Electronics"}, Open: []string{"start_date", "end_date"}}
	for i, want := range []string{"2022-01-01", "2022-12-31"} {
		if ch := r.Fill(call, Sequence{})[i]; !ch.Found || ch.Value != want {
			t.Errorf("%s = %+v, want %s\n%s", ch.Input, ch, want, r.Explain(call, Sequence{}, ch.Input))
		}
	}
	// "a loan amount of $150,000 ... a loan term of 30 years": loan is
	// both inputs' word, and neither's other word stands beside the other
	// value, so each keeps its link
	in = []Input{{Name: "loan_amount", Type: "number", Required: true}, {Name: "interest_rate", Type: "number", Required: true}, {Name: "loan_term", Type: "integer", Required: true, Description: "The loan term in years"}}
	r = g.Read("Calculate the monthly mortgage payment for a loan amount of $150,000, an annual interest rate of 4.5%, and a loan term of 30 years.")
	call = Call{Tool: "calculate_mortgage_payment", Inputs: in, Open: []string{"loan_amount", "interest_rate", "loan_term"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || !ch.Linked {
		t.Errorf("loan_amount = %+v, want found and linked", ch)
	}
}

// "from X to Y" places a pickup and a return date as it does an origin
// and a destination (lexicon pairs).
func TestFillReturnPair(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "pickup_location", Type: "string", Required: true}, {Name: "pickup_date", Type: "string", Required: true}, {Name: "return_date", Type: "string", Required: true}}
	r := g.Read("I need an SUV at LAX from 2025-07-01 to 2025-07-08.")
	call := Call{Tool: "rent_car", Inputs: in, Args: map[string]any{"pickup_location": "LAX", "return_date": "2025-07-08"}, Open: []string{"pickup_date"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "2025-07-01" {
		t.Errorf("pickup_date = %+v, want 2025-07-01\n%s", ch, r.Explain(call, Sequence{}, "pickup_date"))
	}
}

// A unit of area or volume before a length names an area or a volume, on
// both sides: "150 square meters" is an area_sq_meters, not a length in
// conflict with "meters".
func TestFillAreaUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "area_sq_meters", Type: "integer", Required: true, Description: "the area of the building in square meters"}}
	req := "Request a quote for the house at 789 Pine Street, covering 150 square meters. Then buy 500 units of concrete."
	if ch := fill(g, req, in, nil, "area_sq_meters", Sequence{}); !ch.Found || ch.Value != json.Number("150") {
		r := g.Read(req)
		t.Errorf("area_sq_meters = %v (found %v), want 150\n%s", ch.Value, ch.Found, r.Explain(Call{Tool: "tool", Inputs: in, Open: []string{"area_sq_meters"}}, Sequence{}, "area_sq_meters"))
	}
	vol := []Input{{Name: "tank_volume", Type: "number", Required: true, Description: "the volume of the tank in cubic meters"}}
	if ch := fill(g, "Fill a tank of 12 cubic meters with water, 3 times.", vol, nil, "tank_volume", Sequence{}); !ch.Found || ch.Value != json.Number("12") {
		t.Errorf("tank_volume = %v (found %v), want 12", ch.Value, ch.Found)
	}
	// m² and sqm are square meters (a probe request: "640 m²" read as
	// meters, a unit's conflict and an ask)
	roof := []Input{{Name: "building", Type: "string", Required: true, Description: "Building"}, {Name: "sqm", Type: "number", Required: true, Description: "Area in square meters"}}
	for _, text := range []string{"Survey the Halvorsen Library roof, about 640 m².", "Survey the Halvorsen Library roof, about 640 sqm."} {
		wantChoice(t, text, fill(g, text, roof, map[string]any{"building": "Halvorsen Library"}, "sqm", Sequence{}), json.Number("640"))
	}
}

// A rate the description states ("in liters per kilometer") and a unit
// of two letters after "unit:" ("default unit: kW") give the input a
// class: the number written in that unit fits it.
func TestFillRateAndShortUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "fuel_capacity", Type: "number", Required: true, Description: "maximum fuel capacity of the aircraft, default unit: liters"},
		{Name: "fuel_efficiency", Type: "number", Required: true, Description: "fuel efficiency of the aircraft in liters per kilometer"}}
	req := "Determine the flight range of a Boeing 737 aircraft that has a fuel capacity of 15,000 liters, assuming a fuel efficiency of 0.15 liters per kilometer."
	if ch := fill(g, req, in, map[string]any{"fuel_capacity": 15000}, "fuel_efficiency", Sequence{}); !ch.Found || ch.Value != json.Number("0.15") {
		t.Errorf("fuel_efficiency = %v (found %v, score %.2f), want 0.15", ch.Value, ch.Found, ch.Score)
	}
	r := g.Read("Devise a blueprint for a 10.5kW grid-tied solar panel system.")
	call := Call{Tool: "design_solar_panel", Inputs: []Input{{Name: "capacity", Type: "number", Required: true, Description: "capacity of the system, default unit: kW"}}, Open: []string{"capacity"}}
	if ex := r.Explain(call, Sequence{}, "capacity"); !strings.Contains(ex, "unit 1.00") {
		t.Errorf("10.5kW for a capacity in kW: no unit fit\n%s", ex)
	}
}

// Frequencies are a class of their own, written as symbols or words, and
// convert to the unit the input takes: "1 MHz" for a frequency in Hz.
func TestFillFrequency(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "frequency", Type: "number", Required: true, Description: "the operating frequency of the antenna, default unit: Hz"}}
	if ch := fill(g, "Find the radiated power from a dish antenna operating at 1 MHz.", in, nil, "frequency", Sequence{}); ch.Value != json.Number("1000000") {
		t.Errorf("1 MHz for a frequency in Hz: %v (found %v)", ch.Value, ch.Found)
	}
	r := g.Read("An aerial functioning at 8.5 gigahertz, with a 30 watt transmitter.")
	call := Call{Tool: "calculate_antenna_gain", Inputs: []Input{{Name: "frequency", Type: "number", Required: true, Description: "operating frequency of the antenna in GHz"}}, Open: []string{"frequency"}}
	if ex := r.Explain(call, Sequence{}, "frequency"); !strings.Contains(ex, `"8.5"                          prefer 1.00 narrow 1.00 unit 1.00`) || !strings.Contains(ex, `"30"                           prefer 1.00 narrow 1.00 unit_conflict`) {
		t.Errorf("8.5 gigahertz fits a frequency in GHz, 30 watts does not:\n%s", ex)
	}
}

// A unit the description states is the input's class over its name's: a
// weight "default unit: Newton" is a force, and 25000 Newtons fits it.
func TestFillStatedUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "weight", Type: "number", Required: true, Description: "the weight of the aircraft, default unit: Newton"},
		{Name: "tail_length", Type: "number", Required: true, Description: "the length of the tail section, default unit: meter"}}
	req := "Find the lift of an aircraft with a weight of 25000 Newtons and a wingspan of 25 meters, then locate its center of gravity with a tail length of 8 meters."
	if ch := fill(g, req, in, map[string]any{"tail_length": 8}, "weight", Sequence{}); !ch.Found || ch.Value != json.Number("25000") {
		t.Errorf("weight in Newtons = %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
	rate := []Input{{Name: "data_transfer_rate", Type: "number", Required: true, Description: "the rate of data transfer, default unit: megabits per second"}}
	if ch := fill(g, "Deploy a cloud service with 100GB storage and a data transfer rate of 1000.0 Mbps.", rate, nil, "data_transfer_rate", Sequence{}); !ch.Found || ch.Value != json.Number("1000.0") {
		t.Errorf("data_transfer_rate in megabits per second = %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
	// volts are a voltage's unit and ohms a resistance's (unit_classes
	// keeps electrical quantities apart)
	volt := []Input{{Name: "voltage_source", Type: "number", Required: true}, {Name: "resistance", Type: "number", Required: true}}
	r := g.Read("Please measure the voltage from a 12.5V voltage source with a 10.0 Ohm resistance.")
	got := r.Fill(Call{Tool: "measure_voltage", Inputs: volt, Open: []string{"voltage_source", "resistance"}}, Sequence{})
	for i, want := range []json.Number{"12.5", "10.0"} {
		if ch := got[i]; !ch.Found || ch.Value != want {
			t.Errorf("%s = %v (found %v, score %.2f), want %s", ch.Input, ch.Value, ch.Found, ch.Score, want)
		}
	}
	// pounds are a weight in lbs (pound is a mass, and money's too: its
	// factor is the mass's)
	lbs := []Input{{Name: "weight_lbs", Type: "number", Required: true, Description: "Package weight in pounds"}}
	for req, want := range map[string]json.Number{"Get a ground shipping quote for 3.5 pounds going to ZIP 10001.": "3.5", "Quote shipping for a 20-pound parcel to 60614.": "20"} {
		if ch := fill(g, req, lbs, nil, "weight_lbs", Sequence{}); !ch.Found || ch.Value != want {
			t.Errorf("%q: weight_lbs = %v (found %v, score %.2f), want %s", req, ch.Value, ch.Found, ch.Score, want)
		}
	}
}

// A number in a unit of the input's class that no factor converts to the
// unit its description states is not its value: "within 2 months" is no
// timeline in weeks.
func TestFillUnconvertibleUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "timeline", Type: "integer", Required: true, Description: "the expected timeline for remediation in weeks"}}
	r := g.Read("If the system is defective, please arrange for corrective measures within 2 months.")
	if ch := r.Fill(Call{Tool: "schedule_remediation", Inputs: in, Open: []string{"timeline"}}, Sequence{})[0]; ch.Found {
		t.Errorf("timeline in weeks took %v from 2 months (score %.2f)", ch.Value, ch.Score)
	}
	r = g.Read("If the system is defective, please arrange for corrective measures within 3 weeks.")
	if ch := r.Fill(Call{Tool: "schedule_remediation", Inputs: in, Open: []string{"timeline"}}, Sequence{})[0]; !ch.Found || ch.Value != json.Number("3") {
		t.Errorf("timeline in weeks from 3 weeks: %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
}

// A number is what a numeric input takes, as a date is a date's: the type
// narrows the value (Prefer, Narrow), so the one number where the request
// speaks of the call fills it with no word of its name beside it.
func TestFillNumberFitsType(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "customer_name", Type: "string", Required: true, Description: "Customer to bill"},
		{Name: "amount", Type: "number", Required: true, Description: "Amount due"},
		{Name: "due_date", Type: "string", Required: true, Description: "Payment due date"}}
	r := g.Read("Bill Acme Corp $4,800 due on December 31, 2025 and email the invoice link to ap@acme.com with the subject Invoice.")
	if ch := r.Fill(Call{Tool: "create_invoice", Inputs: in, Args: map[string]any{"customer_name": "Acme Corp", "due_date": "2025-12-31"}, Open: []string{"amount"}}, Sequence{})[0]; !ch.Found || ch.Value != json.Number("4800") {
		t.Errorf("amount from $4,800: %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
	// and a list of numbers is what an array of numbers, or of no item
	// type, takes
	demand := Call{Tool: "predict_energy_demand", Inputs: []Input{{Name: "region", Type: "string", Required: true},
		{Name: "historical_data", Type: "array", Required: true, Description: "historical energy consumption data for similar past periods"}},
		Args: map[string]any{"region": "Northeast"}, Open: []string{"historical_data"}}
	r = g.Read("Could you forecast the energy demand for the Northeast during the winter by examining the historical consumption data, which shows usage of 320, 310, and 330 megawatts?")
	if ch := r.Fill(demand, Sequence{})[0]; !ch.Found || !reflect.DeepEqual(ch.Value, []any{json.Number("320"), json.Number("310"), json.Number("330")}) {
		t.Errorf("historical_data = %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(demand, Sequence{}, "historical_data"))
	}
}

// The one value of a narrow kind where the request speaks of the call
// (Lone) fills an input of that kind with no word of its name beside it,
// as the one proper name does a name's: "a table for 4", "Translate
// https://... into Japanese"; not when another open input takes it too.
func TestFillLoneNarrow(t *testing.T) {
	g := New(Config{})
	table := []Input{{Name: "restaurant_id", Type: "string", Required: true, Description: "ID of the restaurant"},
		{Name: "party_size", Type: "integer", Required: true, Description: "Number of guests"},
		{Name: "date", Type: "string", Required: true, Description: "Reservation date"},
		{Name: "time", Type: "string", Required: true, Description: "Reservation time"}}
	r := g.Read("Look for Thai food in Brooklyn and reserve a table for 4 on 2025-06-21 at 7:30 PM.")
	call := Call{Tool: "reserve_table", Inputs: table, Args: map[string]any{"restaurant_id": "$var1.restaurant_id$", "date": "2025-06-21", "time": "7:30 PM"}, Open: []string{"party_size"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"search_restaurants"}})[0]; !ch.Found || ch.Value != json.Number("4") {
		t.Errorf("party_size from a table for 4: %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(call, Sequence{}, "party_size"))
	}
	doc := []Input{{Name: "document_url", Type: "string", Required: true, Description: "Link to the document"},
		{Name: "target_language", Type: "string", Required: true, Description: "Language to translate into"}}
	r = g.Read("Translate https://docs.example.com/q3-plan.pdf into Japanese and post the link in #apac.")
	slack := Sequence{Tools: []string{"post_to_slack"}, Uses: []Use{{Tool: "post_to_slack", Input: "channel", Value: "#apac"}}}
	if ch := r.Fill(Call{Tool: "translate_document", Inputs: doc, Args: map[string]any{"target_language": "Japanese"}, Open: []string{"document_url"}}, slack)[0]; !ch.Found || ch.Value != "https://docs.example.com/q3-plan.pdf" {
		t.Errorf("document_url from the one URL: %v (found %v, score %.2f)", ch.Value, ch.Found, ch.Score)
	}
	// a sentence that speaks of the call holds the one name, though a
	// comma sets it apart from the call's words: "a library card for a new
	// patron, John Doe, who ..."
	card := []Input{{Name: "name", Type: "string", Required: true, Description: "the name of the patron"},
		{Name: "age", Type: "integer", Required: true, Description: "the age of the patron"}}
	r = g.Read("Could you kindly process a library card for a new patron, John Doe, who is 25 years old? Additionally, check out \"Introduction to Python\" for him.")
	call = Call{Tool: "issue_library_card", Inputs: card, Args: map[string]any{"age": json.Number("25")}, Open: []string{"name"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"checkout_book"}, Uses: []Use{{Tool: "checkout_book", Input: "book_title", Value: "Introduction to Python"}}})[0]; !ch.Found || ch.Value != "John Doe" {
		t.Errorf("name from a patron, John Doe: %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(call, Sequence{}, "name"))
	}
	// an identifier's code is of a narrow kind for it; a code inside a
	// proper name is the name's (a model's S21), no identifier
	flight := []Input{{Name: "aircraft_id", Type: "string", Required: true, Description: "identifier of the aircraft"},
		{Name: "destination", Type: "string", Required: true, Description: "the destination of the flight"}}
	r = g.Read("Please query the timetable of flight A12345, planned for takeoff at 08:00 heading to New York, to schedule the maintenance if required.")
	call = Call{Tool: "check_flight_schedule", Inputs: flight, Args: map[string]any{"destination": "New York"}, Open: []string{"aircraft_id"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "A12345" {
		t.Errorf("aircraft_id from flight A12345: %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(call, Sequence{}, "aircraft_id"))
	}
	store := []Input{{Name: "store_id", Type: "string", Description: "the store to search"}}
	r = g.Read("Help me compare offers for Samsung Galaxy S21 Ultra from different stores.")
	if ch := r.Fill(Call{Tool: "search_products", Inputs: store, Open: []string{"store_id"}}, Sequence{})[0]; ch.Found {
		t.Errorf("store_id took %v from a product's name (score %.2f)", ch.Value, ch.Score)
	}
	// two open inputs take the one date: neither is sure of it
	stay := []Input{{Name: "check_in", Type: "string", Required: true, Format: "date"}, {Name: "check_out", Type: "string", Required: true, Format: "date"}}
	r = g.Read("Book a room at the Grand Hotel on 2025-06-21.")
	for _, ch := range r.Fill(Call{Tool: "book_room", Inputs: stay, Open: []string{"check_in", "check_out"}}, Sequence{}) {
		if ch.Found {
			t.Errorf("one date, two date inputs open: filled %v (score %.2f)", ch.Value, ch.Score)
		}
	}
}

// Values inside another argument's list or object are used: the $20 of a
// discount is no tax's amount, and the other names a list gives leave the
// one name it does not.
func TestFillNestedUses(t *testing.T) {
	g := New(Config{})
	tax := []Input{{Name: "amount", Type: "number", Required: true, Description: "The amount to calculate tax on"},
		{Name: "tax_rate", Type: "number", Required: true, Description: "The tax rate"}}
	r := g.Read("Calculate the discounted price of a product with an original price of $100 and discounts of 10% and $20. Then, calculate the sales tax on the discounted price with a tax rate of 5%.")
	seq := Sequence{Tools: []string{"calculate_discounted_price"}, Uses: []Use{
		{Tool: "calculate_discounted_price", Input: "original_price", Value: json.Number("100")},
		{Tool: "calculate_discounted_price", Input: "discounts", Value: []any{map[string]any{"type": "percentage", "value": json.Number("10")}, map[string]any{"type": "amount", "value": json.Number("20")}}}}}
	if ch := r.Fill(Call{Tool: "calculate_sales_tax", Inputs: tax, Args: map[string]any{"tax_rate": json.Number("0.05")}, Open: []string{"amount"}}, seq)[0]; ch.Found {
		t.Errorf("amount took %v, which the discounts use (score %.2f)", ch.Value, ch.Score)
	}
}

// "into X" names what a thing becomes: the input of a pair's second side
// (target_language), with or without its first side open.
func TestFillInto(t *testing.T) {
	g := New(Config{})
	doc := []Input{{Name: "document_url", Type: "string", Required: true, Description: "Link to the document"},
		{Name: "target_language", Type: "string", Required: true, Description: "Language to translate into"}}
	r := g.Read("Translate https://docs.example.com/q3-plan.pdf into Japanese and post the link in #apac.")
	call := Call{Tool: "translate_document", Inputs: doc, Open: []string{"document_url", "target_language"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"post_to_slack"}})[1]; !ch.Found || ch.Value != "Japanese" {
		t.Errorf("target_language = %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(call, Sequence{}, "target_language"))
	}
	pair := []Input{{Name: "sentence", Type: "string", Required: true}, {Name: "source_lang", Type: "string", Required: true},
		{Name: "target_lang", Type: "string", Required: true}}
	r = g.Read(`Please translate the English sentence "I'm learning to code in Python, it's quite exciting!" into Spanish.`)
	got := r.Fill(Call{Tool: "translate_sentence", Inputs: pair, Open: []string{"sentence", "source_lang", "target_lang"}}, Sequence{})
	if got[2].Value != "Spanish" || !got[2].Found {
		t.Errorf("target_lang = %v (found %v), want Spanish", got[2].Value, got[2].Found)
	}
}

// A yes-or-no input the request names as the tool does, with its value
// after it, takes that value: "include_numbers true".
func TestFillFlagNamed(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "length", Type: "integer", Required: true}, {Name: "include_numbers", Type: "boolean"}, {Name: "include_special_characters", Type: "boolean"}}
	r := g.Read("Generate a password with length 10, include_numbers true and include_special_characters false, then translate it to French.")
	got := r.Fill(Call{Tool: "generate_password", Inputs: in, Args: map[string]any{"length": json.Number("10")}, Open: []string{"include_numbers", "include_special_characters"}}, Sequence{})
	if !got[0].Found || got[0].Value != true || !got[1].Found || got[1].Value != false {
		t.Errorf("include_numbers = %v (found %v), include_special_characters = %v (found %v); want true and false", got[0].Value, got[0].Found, got[1].Value, got[1].Found)
	}
}

// A yes-or-no input's word that labels the value after it is no mention
// of the input: "the number 991-898-8887" says nothing of include_numbers.
func TestFlagWordLabelsValue(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "length", Type: "integer", Required: true}, {Name: "include_numbers", Type: "boolean"}}
	r := g.Read("Create a meeting event, and generate a password for the meeting and send it in an sms message to the number 991-898-8887.")
	if ch := r.Fill(Call{Tool: "generate_password", Inputs: in, Open: []string{"include_numbers"}}, Sequence{})[0]; ch.Found {
		t.Errorf("include_numbers = %v from a phone's label (score %.2f)", ch.Value, ch.Score)
	}
	r = g.Read("Generate a password of 12 characters with numbers.")
	if ch := r.Fill(Call{Tool: "generate_password", Inputs: in, Open: []string{"include_numbers"}}, Sequence{})[0]; !ch.Found || ch.Value != true {
		t.Errorf("include_numbers from 'with numbers': %v (found %v)", ch.Value, ch.Found)
	}
}

// Marks inside quotes end no sentence and no clause of the request:
// "Hello, how are you?" to Spanish is one sentence; a quoted sentence
// that a capital follows ends the request's too.
func TestQuotesKeepSentences(t *testing.T) {
	g := New(Config{})
	sentenceOf := func(r *Request, word string) int {
		for _, tk := range r.toks {
			if tk.text == word {
				return tk.sentence
			}
		}
		t.Fatalf("no word %q", word)
		return -1
	}
	r := g.Read(`Translate "Hello, how are you?" to Spanish and then send it to 123-456-7890.`)
	if a, b := sentenceOf(r, "Translate"), sentenceOf(r, "Spanish"); a != b {
		t.Errorf("a question quoted inside a sentence ended it: Translate in sentence %d, Spanish in %d", a, b)
	}
	r = g.Read(`Translate 'Hello, World!' from English to French.`)
	if r.toks[r.words[r.wordIndex(strings.Index(r.text, "Translate"))]].clause != r.toks[r.words[r.wordIndex(strings.Index(r.text, "French"))]].clause {
		t.Error("a comma inside quotes split the clause")
	}
	r = g.Read(`Translate "The sun rises in the east." Then send it to Bob.`)
	if a, b := sentenceOf(r, "Translate"), sentenceOf(r, "Then"); a == b {
		t.Error("a quoted sentence a capital follows did not end the request's")
	}
	in := []Input{{Name: "text", Type: "string", Required: true}, {Name: "target_language", Type: "string", Required: true, Description: "The language to translate to"}}
	r = g.Read(`Translate "Hello, how are you?" to Spanish and then send it as a text message to 123-456-7890.`)
	call := Call{Tool: "translate_text", Inputs: in, Args: map[string]any{"text": "Hello, how are you?"}, Open: []string{"target_language"}}
	if ch := r.Fill(call, Sequence{Tools: []string{"send_sms"}, Uses: []Use{{Tool: "send_sms", Input: "phone_number", Value: "123-456-7890"}}})[0]; !ch.Found || ch.Value != "Spanish" {
		t.Errorf("target_language = %v (found %v, score %.2f)\n%s", ch.Value, ch.Found, ch.Score, r.Explain(call, Sequence{}, "target_language"))
	}
}

// Two inputs whose name is only a generic word (amount) are not one
// thing passed along: the purchase's $200 is used, no conversion's amount.
func TestFillGenericNumberUsed(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "amount", Type: "number", Required: true, Description: "The amount to convert"},
		{Name: "from", Type: "string", Required: true}, {Name: "to", Type: "string", Required: true}}
	r := g.Read("Calculate the sales tax on a $200 purchase with a tax rate of 0.08, then convert the tax amount from USD to EUR.")
	seq := Sequence{Tools: []string{"calculate_sales_tax"}, Uses: []Use{{Tool: "calculate_sales_tax", Input: "amount", Value: json.Number("200")}, {Tool: "calculate_sales_tax", Input: "tax_rate", Value: json.Number("0.08")}}}
	call := Call{Tool: "convert_currency", Inputs: in, Args: map[string]any{"from": "USD", "to": "EUR"}, Open: []string{"amount"}}
	if ex := r.Explain(call, seq, "amount"); !regexp.MustCompile(`"200" .* used 1.00`).MatchString(ex) {
		t.Errorf("the sales tax's amount of 200 is not used for the conversion's:\n%s", ex)
	}
}

// A count's unit that is a word of a measured input's name is what it
// counts, not its unit: "log 5 sales" is no sale_price.
func TestFillCountIsNoMeasure(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "quantity", Type: "integer", Required: true}, {Name: "sale_price", Type: "number", Required: true, Description: "price per unit sold, default unit: dollar"}}
	r := g.Read("Propose a retail price for the Sunny Breeze, then log 5 sales of it.")
	call := Call{Tool: "record_sale", Inputs: in, Open: []string{"sale_price"}, Args: map[string]any{"quantity": json.Number("5")}}
	if ex := r.Explain(call, Sequence{}, "sale_price"); !strings.Contains(ex, `"5"`) || strings.Contains(ex, "unit 1.00") {
		t.Errorf("5 sales fits sale_price's unit:\n%s", ex)
	}
}

// A number counting what a text input names is no value of it: "identify
// 3 mechanics" gives no mechanics "3"; a number whose unit is another
// word of the name is ("4-star" for a star_rating).
func TestFillCountIsNoText(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please identify 3 mechanics to be responsible for this task, and book a 4-star hotel.")
	call := Call{Tool: "arrange_maintenance", Inputs: []Input{{Name: "mechanics", Type: "string", Required: true, Description: "the mechanics responsible"}}, Open: []string{"mechanics"}}
	if ch := r.Fill(call, Sequence{})[0]; ch.Found {
		t.Errorf("mechanics = %v, want an ask", ch.Value)
	}
	call = Call{Tool: "book_hotel", Inputs: []Input{{Name: "star_rating", Type: "string", Required: true}}, Open: []string{"star_rating"}}
	if ex := r.Explain(call, Sequence{}, "star_rating"); !strings.Contains(ex, `"4-star"`) {
		t.Errorf("4-star is no candidate for star_rating:\n%s", ex)
	}
}

// Every unit with a factor has a class: factor reports a rate's class
// through classOf, which knows classes only.
func TestLexiconFactorsHaveClasses(t *testing.T) {
	lx := New(Config{}).lx
	for u := range lx.factors {
		if lx.unitClass[u] == "" {
			t.Errorf("unit %q has a factor and no class in unit_classes", u)
		}
	}
}

// A reading takes a word's kinds from the lexicon as they are and appends
// its own: a slice with spare room would let two readings write into the
// same array, so that what one input prefers changed with the order the
// inputs were read in (a feeding time asked after other catalogs' lines).
func TestLexiconKindsHaveNoSpareRoom(t *testing.T) {
	lx := New(Config{}).lx
	for name, m := range map[string]map[string][]Kind{"prefer": lx.kindPrefer, "avoid": lx.kindAvoid} {
		for w, ks := range m {
			if cap(ks) != len(ks) {
				t.Errorf("kind %s of %q: len %d, cap %d", name, w, len(ks), cap(ks))
			}
		}
	}
}

// The one proper name where the request speaks of the call fills an input
// whose name is a name, with no word beside it; not when another open
// input takes the name as well, nor for a title, which is a phrase, nor
// for a place (Located's).
func TestFillLoneName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, c := range []struct {
		name, tool, request string
		inputs              []Input
		open                []string
		want                any // nil: asked
	}{
		{"name", "Get_Artist_ID_By_Name", "Retrieve an overview of Beyonce as an artist and list her albums.", []Input{str("name", "")}, []string{"name"}, "Beyonce"},
		{"shared", "order_from_menu", "Please help me order 2 servings of Kung Pao Chicken and pay for the order.",
			[]Input{str("restaurant_name", "the name of the restaurant"), str("menu_choice", "the dish to order")}, []string{"restaurant_name", "menu_choice"}, nil},
		{"title", "create_event", "Create an event for the review with Sarah Lee tomorrow.", []Input{str("title", "the title of the event")}, []string{"title"}, nil},
		// the one name, where no sentence speaks of the call in its words
		// (Lone, Only and Prefer reach the threshold: 14 decisions right
		// in 14 on both corpora)
		{"quoted, no anchor", "annotate_errors", "Could you assist by marking the inaccuracies in the following statement: \"This sentence has an errorr.\"? Subsequently, recommend modifications.",
			[]Input{str("text", "the text to annotate")}, []string{"text"}, "This sentence has an errorr."},
		{"no anchor", "Spotify_Scraper_Get_Artist_ID_By_Name", "What is Kendrick Lamar's biography and what are the release dates of his albums?",
			[]Input{str("name", "Artist name")}, []string{"name"}, "Kendrick Lamar"},
		// an input whose description says it takes a name, whatever its
		// own name says
		{"described", "get_team_roster", "Show me the Bayern Munich squad", []Input{str("team", "Team name")}, []string{"team"}, "Bayern Munich"},
		{"described, of", "get_player_stats", "How many goals did Erling Haaland score in 2022-23?",
			[]Input{str("player", "Full name of the player"), {Name: "season", Type: "string", Description: "Season, e.g. 2023-24"}}, []string{"player"}, "Erling Haaland"},
		{"described, no name", "get_team_roster", "Show me the Bayern Munich squad", []Input{str("team", "Team to look up")}, []string{"team"}, nil},
		// and prefers a name, as a name input does
		{"described, prefers", "order_catering", "Order a buffet from Taste of Home for 120 guests", []Input{str("caterer", "Caterer name")}, []string{"caterer"}, "Taste of Home"},
		// an artist, a song, an album, a band are proper names
		{"song", "play_music", "hey play Bohemian Rhapsody in the kitchen", []Input{str("query", "Song, artist or playlist")}, []string{"query"}, "Bohemian Rhapsody"},
		{"artist", "find_concerts", "any concerts of Miles Davis Quintet this year?", []Input{str("artist", "")}, []string{"artist"}, "Miles Davis Quintet"},
		// a brand is a proper name, as a name is
		{"brand", "order_food", "Order two bags of Royal Canin, 12 kg each", []Input{str("brand", "Food brand")}, []string{"brand"}, "Royal Canin"},
		{"brand, named", "rent_car", "I need a Tesla for the weekend", []Input{str("brand", "")}, []string{"brand"}, "Tesla"},
	} {
		ch := g.Read(c.request).Fill(Call{Tool: c.tool, Inputs: c.inputs, Args: map[string]any{}, Open: c.open}, Sequence{})[0]
		wantChoice(t, c.name, ch, c.want)
	}
}

// A score that reaches the threshold or the margin in decimals reaches it
// in floating point too: scores are sums of decimal weights, and 5.3-3.8
// is 1.4999999999999996 there.
func TestFillTie(t *testing.T) {
	in := []Input{{Name: "sentence", Type: "string", Required: true}}
	call := Call{Tool: "translate_sentence", Inputs: in, Open: []string{"sentence"}}
	const request = `Please translate the English sentence "I'm learning to code" into Spanish.`
	for q := 1; q <= 20; q++ {
		w := Weights{Quoted: float64(q) / 10}
		r := New(Config{Weights: w}).Read(request)
		ch := r.Fill(call, Sequence{})[0]
		// the same weights, with the threshold and the margin set to the
		// score and the margin written to two decimals
		w.Threshold, w.Margin = math.Round(ch.Score*100)/100, math.Round(ch.Margin*100)/100
		if ch = New(Config{Weights: w}).Read(request).Fill(call, Sequence{})[0]; !ch.Found {
			t.Errorf("quoted %.1f: score %.17g, margin %.17g do not reach a threshold of %.2f and a margin of %.2f", w.Quoted, ch.Score, ch.Margin, w.Threshold, w.Margin)
		}
	}
}

// A word may begin several pairs (departure and arrival, departure and
// return; pickup and dropoff, pickup and return): each pair is read, not
// only the lexicon's last for its first word.
func TestFillPairsShareFirstWord(t *testing.T) {
	g := New(Config{})
	for _, tc := range []struct{ request, a, b, va, vb string }{
		{"Book a flight from Boston to Denver next week.", "departure_city", "arrival_city", "Boston", "Denver"},
		{"Rent a van from 2025-07-01 to 2025-07-08 please.", "pickup_date", "dropoff_date", "2025-07-01", "2025-07-08"},
	} {
		r := g.Read(tc.request)
		call := Call{Tool: "book", Inputs: []Input{{Name: tc.a, Type: "string", Required: true}, {Name: tc.b, Type: "string", Required: true}}, Open: []string{tc.a, tc.b}}
		got := r.Fill(call, Sequence{})
		if !got[0].Found || got[0].Value != tc.va || !got[1].Found || got[1].Value != tc.vb {
			t.Errorf("%q: %s=%v %s=%v, want %s and %s\n%s", tc.request, tc.a, got[0].Value, tc.b, got[1].Value, tc.va, tc.vb, r.Explain(call, Sequence{}, tc.a))
		}
	}
}

// A value stated twice serves two calls: the weather call's airport is the
// JFK of the sentence about the weather, and the JFK of the flight's
// sentence is free to the flight's departure, the pair's side that takes
// its partner's kind (a place, as destination). But a mention apart from
// its own call is free only to an input of the same kind as the one using
// it: "Kevin Hart's comedy style" is no comedy style.
func TestFillFreeMention(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please register flight FL123 from JFK to LAX. Amend the weather report for JFK indicating clear conditions.")
	flight := Call{Tool: "register_flight", Inputs: []Input{{Name: "flight_number", Type: "string", Required: true},
		{Name: "departure", Type: "string", Required: true, Description: "the departure airport"},
		{Name: "destination", Type: "string", Required: true, Description: "the destination airport"}},
		Args: map[string]any{"flight_number": "FL123"}, Open: []string{"departure", "destination"}}
	seq := Sequence{Tools: []string{"update_weather_conditions"}, Uses: []Use{{Tool: "update_weather_conditions", Input: "airport", Value: "JFK"}, {Tool: "update_weather_conditions", Input: "conditions", Value: "clear"}}}
	if got := r.Fill(flight, seq); !got[0].Found || got[0].Value != "JFK" || !got[1].Found || got[1].Value != "LAX" {
		t.Errorf("departure=%v destination=%v, want JFK and LAX\n%s", got[0].Value, got[1].Value, r.Explain(flight, seq, "departure"))
	}

	r = g.Read("Get information about comedian Kevin Hart born in 1979. I want 5 jokes that match Kevin Hart's comedy style.")
	jokes := Call{Tool: "get_jokes", Inputs: []Input{{Name: "comedy_style", Type: "string", Required: true}, {Name: "count", Type: "integer", Required: true}},
		Args: map[string]any{"count": json.Number("5")}, Open: []string{"comedy_style"}}
	seq = Sequence{Tools: []string{"get_comedian_info"}, Uses: []Use{{Tool: "get_comedian_info", Input: "name", Value: "Kevin Hart"}, {Tool: "get_comedian_info", Input: "birth_year", Value: json.Number("1979")}}}
	if ch := r.Fill(jokes, seq)[0]; ch.Found {
		t.Errorf("comedy_style took %v (score %.2f), the comedian's name\n%s", ch.Value, ch.Score, r.Explain(jokes, seq, "comedy_style"))
	}

	// one sentence for both calls: its clauses tell the mentions apart
	r = g.Read("Search flights from Berlin to Rome departing 12/05/2025, then find Italian restaurants in Rome and book a table for 2 on 12/05/2025 at 20:00.")
	food := Call{Tool: "search_restaurants", Inputs: []Input{{Name: "location", Type: "string", Required: true, Description: "City to search"},
		{Name: "cuisine", Type: "string", Required: true}}, Args: map[string]any{"cuisine": "Italian"}, Open: []string{"location"}}
	seq = Sequence{Tools: []string{"search_flights", "reserve_table"}, Uses: []Use{{Tool: "search_flights", Input: "origin", Value: "Berlin"},
		{Tool: "search_flights", Input: "destination", Value: "Rome"}, {Tool: "search_flights", Input: "departure_date", Value: "12/05/2025"}}}
	if ch := r.Fill(food, seq)[0]; !ch.Found || ch.Value != "Rome" {
		t.Errorf("location = %v (found %v, score %.2f), want Rome\n%s", ch.Value, ch.Found, ch.Score, r.Explain(food, seq, "location"))
	}
}

// Inputs are filled one after another, and the rest scored again each
// time: an input with its value rivals no other, and the value it took is
// no other's, so that the one number left after the age took its 1 is the
// count's.
func TestFillRescoresAfterEachPick(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please purchase 100 Broiler chicks aged 1 week, with mixed genders.")
	call := Call{Tool: "purchase_chicks", Inputs: []Input{{Name: "number", Type: "integer", Required: true, Description: "number of chicks to purchase"},
		{Name: "age", Type: "integer", Required: true, Description: "age of the chicks in weeks"}}, Open: []string{"number", "age"}}
	got := r.Fill(call, Sequence{})
	if !got[0].Found || got[0].Value != json.Number("100") || !got[1].Found || got[1].Value != json.Number("1") {
		t.Errorf("number=%+v age=%+v, want 100 and 1\n%s", got[0], got[1], r.Explain(call, Sequence{}, "number"))
	}
	// Of a kind the input does not take, the one value left is no more
	// its than before: "hablar" is no tense once the subject has its
	// "Nosotros".
	r = g.Read(`Please conjugate the Spanish verb "hablar" in the Present tense for the subject "Nosotros". Then, translate the conjugated verb to English.`)
	call = Call{Tool: "conjugate_verb", Inputs: []Input{{Name: "verb", Type: "string", Required: true, Description: "the verb to conjugate"},
		{Name: "tense", Type: "string", Required: true, Description: "the tense to conjugate the verb in, e.g. present, past"},
		{Name: "subject", Type: "string", Required: true, Description: "the subject pronoun"}}, Open: []string{"tense", "subject"}, Args: map[string]any{}}
	if got := r.Fill(call, Sequence{}); !got[0].Found || got[0].Value != "Present" {
		t.Errorf("tense = %+v, want Present\n%s", got[0], r.Explain(call, Sequence{}, "tense"))
	}
}

// A name right after a locative is a place: no other input of the call
// that takes no place shares it, so it is the one place input's lone
// name ("Thai food in Brooklyn" for a restaurant search's location, not a
// cuisine's).
func TestFillLocatedNameIsPlace(t *testing.T) {
	g := New(Config{})
	r := g.Read("Look for Thai food in Brooklyn and reserve a table for 4 on 2025-06-21 at 7:30 PM.")
	call := Call{Tool: "search_restaurants", Inputs: []Input{{Name: "location", Type: "string", Required: true, Description: "City or neighborhood"},
		{Name: "cuisine", Type: "string", Description: "Cuisine type"}}, Open: []string{"location", "cuisine"}}
	seq := Sequence{Tools: []string{"reserve_table"}, Uses: []Use{{Tool: "reserve_table", Input: "party_size", Value: json.Number("4")},
		{Tool: "reserve_table", Input: "date", Value: "2025-06-21"}, {Tool: "reserve_table", Input: "time", Value: "7:30 PM"}}}
	if got := r.Fill(call, seq); !got[0].Found || got[0].Value != "Brooklyn" {
		t.Errorf("location = %+v, want Brooklyn\n%s", got[0], r.Explain(call, seq, "location"))
	}
}

// No two inputs of a call take one text, at one mention or at two: the
// request that writes "Chocolate Cake" twice gives it to one input.
func TestFillOneTextOneInput(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please assist in developing a dessert cuisine recipe for Chocolate Cake utilizing ingredients like flour, sugar, and cocoa powder. Finally, post the Chocolate Cake recipe on Instagram.")
	call := Call{Tool: "create_recipe", Inputs: []Input{{Name: "name", Type: "string", Required: true, Description: "name of the recipe"},
		{Name: "cuisine", Type: "string", Required: true, Description: "type of cuisine"}}, Open: []string{"name", "cuisine"}}
	got := r.Fill(call, Sequence{Tools: []string{"post_recipe"}, Uses: []Use{{Tool: "post_recipe", Input: "platform", Value: "Instagram"}}})
	if got[0].Found && got[1].Found && strings.EqualFold(fmt.Sprint(got[0].Value), fmt.Sprint(got[1].Value)) {
		t.Errorf("name=%+v cuisine=%+v: one text for both\n%s", got[0], got[1], r.Explain(call, Sequence{}, "cuisine"))
	}
	if !got[0].Found && !got[1].Found {
		t.Errorf("name=%+v cuisine=%+v: neither took Chocolate Cake", got[0], got[1])
	}
}

// When no sentence names the call's words or values, the one place right
// after a locative is a place input's ("statistics for Italy ... in
// Italy" for a country's details). But a place the request writes as a
// part of a value the sequence gives an input of its kind is that value's
// ("the Amazon rainforest" when another call's location is "Amazon
// Rainforest"), not one of its own; a value the request names apart
// ("Maldives Airport") leaves "the Maldives" free.
func TestFillLonePlaceWithoutAnchors(t *testing.T) {
	g := New(Config{})
	country := Call{Tool: "Get_Country_Details_By_Country_Name", Inputs: []Input{{Name: "name", Type: "string", Required: true, Description: "Country Name"}}, Open: []string{"name"}}
	r := g.Read("Retrieve COVID-19 statistics for Italy and get the latest news related to COVID-19 in Italy.")
	if ch := r.Fill(country, Sequence{}); !ch[0].Found || ch[0].Value != "Italy" {
		t.Errorf("name = %+v, want Italy\n%s", ch[0], r.Explain(country, Sequence{}, "name"))
	}

	forest := Call{Tool: "analyze_forest_area", Inputs: []Input{{Name: "location", Type: "string", Required: true}}, Open: []string{"location"}}
	r = g.Read("I would like to know what tree species are present in the Amazon rainforest in 2023. Please help design a reforestation plan.")
	seq := Sequence{Tools: []string{"promote_reforestation"}, Uses: []Use{{Tool: "promote_reforestation", Input: "location", Value: "Amazon Rainforest"}}}
	if ch := r.Fill(forest, seq); ch[0].Found {
		t.Errorf("location = %v, a part of the Amazon Rainforest the sequence gives\n%s", ch[0].Value, r.Explain(forest, seq, "location"))
	}

	resort := Call{Tool: "book_beach_resort", Inputs: []Input{{Name: "location", Type: "string", Required: true}}, Open: []string{"location"}}
	r = g.Read("Book a beach resort in the Maldives for a week. Then find transportation from Maldives Airport to Central Hotel.")
	seq = Sequence{Tools: []string{"search_for_transportation"}, Uses: []Use{{Tool: "search_for_transportation", Input: "pickup_location", Value: "Maldives Airport"},
		{Tool: "search_for_transportation", Input: "drop_off_location", Value: "Central Hotel"}}}
	if ch := r.Fill(resort, seq); !ch[0].Found || ch[0].Value != "Maldives" {
		t.Errorf("location = %+v, want Maldives\n%s", ch[0], r.Explain(resort, seq, "location"))
	}
}

// A date is written as the sequence writes its other dates: "October 20,
// 2024" beside another call's "November 5, 2024", though the request does
// not hold that one.
func TestFillDateFormOfOtherDates(t *testing.T) {
	g := New(Config{})
	r := g.Read("Harvest 12.3 tons of Switchgrass on October 20, 2024 to produce biofuel.")
	call := Call{Tool: "harvest_bioenergy_crop", Inputs: []Input{{Name: "harvest_date", Type: "string", Required: true}}, Open: []string{"harvest_date"}}
	seq := Sequence{Tools: []string{"produce_bioenergy"}, Uses: []Use{{Tool: "produce_bioenergy", Input: "production_date", Value: "November 5, 2024"}}}
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != "October 20, 2024" {
		t.Errorf("harvest_date = %+v, want October 20, 2024", ch)
	}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "2024-10-20" {
		t.Errorf("harvest_date with no other date = %+v, want 2024-10-20", ch)
	}
}

// A date whose day and month the request writes as numbers is written as
// the request writes it when nothing else says the form (ISO would guess
// their order); the call's description or another date's form still
// decides.
func TestFillNumericDateAsWritten(t *testing.T) {
	g := New(Config{})
	r := g.Read("Find a bus from Boston to New York departing on 10/05/2023.")
	call := Call{Tool: "FindBus", Inputs: []Input{{Name: "departure_date", Type: "string", Required: true, Description: "Date of bus departure"}}, Open: []string{"departure_date"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "10/05/2023" {
		t.Errorf("departure_date = %+v, want 10/05/2023", ch)
	}
	call.Inputs = []Input{{Name: "departure_date", Type: "string", Required: true, Description: "Date of bus departure, in YYYY-MM-DD format"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "2023-10-05" { // new inputs: not the answer kept for the first
		t.Errorf("departure_date with an ISO description = %+v, want 2023-10-05", ch)
	}
}

// A month and year is written as the request writes it when the sequence
// writes its dates so: "December 2023" beside the call's "January 2023",
// "2023-12" when nothing says otherwise.
func TestFillMonthYearForm(t *testing.T) {
	g := New(Config{})
	r := g.Read("Analyze the monthly energy consumption data starting from January 2023 to December 2023.")
	call := Call{Tool: "analyze_energy_consumption", Inputs: []Input{{Name: "start_date", Type: "string", Required: true}, {Name: "end_date", Type: "string", Required: true}},
		Args: map[string]any{"start_date": "January 2023"}, Open: []string{"end_date"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "December 2023" {
		t.Errorf("end_date = %+v, want December 2023", ch)
	}
	call.Args = map[string]any{}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "2023-12" {
		t.Errorf("end_date alone = %+v, want 2023-12", ch)
	}
}

// A name the request writes whole holds both a brand and a model when a
// call takes both (SplitNames): the brand its first word, the model the
// rest, whatever the rest begins with (a call without a brand input weighs
// the whole name and a tail its own word begins, "Model S": see the
// "tesla" case of TestFillKnownFailures).
func TestFillSplitName(t *testing.T) {
	g := New(Config{})
	for _, tc := range []struct{ request, tool, first, second, va, vb string }{
		{"Please register my Toyota Camry vehicle, which has clocked 15,000 miles.", "register_vehicle", "manufacturer", "model", "Toyota", "Camry"},
		{"Choose a Ferrari 488 GTB in red color for the race.", "select_car_for_race", "brand", "model", "Ferrari", "488 GTB"},
		{"Please retrieve information about the Tesla Solar Roof panel.", "get_solar_panel_info", "brand", "model", "Tesla", "Solar Roof"},
	} {
		r := g.Read(tc.request)
		call := Call{Tool: tc.tool, Inputs: []Input{{Name: tc.first, Type: "string", Required: true}, {Name: tc.second, Type: "string", Required: true}}, Open: []string{tc.first, tc.second}}
		got := r.Fill(call, Sequence{})
		if !got[0].Found || got[0].Value != tc.va || !got[1].Found || got[1].Value != tc.vb {
			t.Errorf("%q: %s=%+v %s=%+v, want %s and %s\n%s", tc.request, tc.first, got[0], tc.second, got[1], tc.va, tc.vb, r.Explain(call, Sequence{}, tc.first))
		}
	}
}

// A tool's word the lexicon holds common ("register") still says which
// sentence speaks of the call when no other tool of the sequence has it:
// the mileage is the one number there.
func TestFillCommonToolWordAnchors(t *testing.T) {
	g := New(Config{})
	r := g.Read("I need to register my Toyota Camry, which has clocked 15,000.5 miles. Additionally, track and log the fuel expense of $250.00 for the vehicle.")
	call := Call{Tool: "register_vehicle", Inputs: []Input{{Name: "mileage", Type: "number", Required: true, Description: "the current mileage of the vehicle"}}, Open: []string{"mileage"}}
	seq := Sequence{Tools: []string{"track_vehicle_expenses"}, Uses: []Use{{Tool: "track_vehicle_expenses", Input: "amount", Value: json.Number("250.00")}}}
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != json.Number("15000.5") {
		t.Errorf("mileage = %+v, want 15000.5\n%s", ch, r.Explain(call, seq, "mileage"))
	}
}

// A sentence that names a word of the call's tool no other tool of the
// sequence has speaks of the call, beside the sentences its values stand
// in: "schedule a flight exam at the Flight Exam Center" gives the exam's
// location, though its practice sessions are stated elsewhere and the
// training's location is the Flight Academy.
func TestFillToolWordAnchorsBesideValues(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please enroll me in a pilot course at the Flight Academy. Then schedule a flight exam at the Flight Exam Center. The flight exam will require completion of 20 practice sessions.")
	call := Call{Tool: "schedule_flight_exam", Inputs: []Input{{Name: "practice_sessions", Type: "integer", Required: true}, {Name: "location", Type: "string", Required: true}},
		Args: map[string]any{"practice_sessions": json.Number("20")}, Open: []string{"location"}}
	seq := Sequence{Tools: []string{"enroll_in_flight_training"}, Uses: []Use{{Tool: "enroll_in_flight_training", Input: "location", Value: "Flight Academy"}}}
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != "Flight Exam Center" {
		t.Errorf("location = %+v, want Flight Exam Center\n%s", ch, r.Explain(call, seq, "location"))
	}
}

// A quantity's unit and a value of its kind after "to" are a pair's two
// sides ("convert 100 USD to EUR", Lexicon.QuantityPairCues), and a pair
// pattern whose values the sides do not take ("from English to Spanish"
// for currencies) is passed over for one whose values they do.
func TestFillQuantityPair(t *testing.T) {
	g := New(Config{})
	r := g.Read("Convert 100 USD to EUR, calculate a discount of 10% on it, then translate 'discount' from English to Spanish")
	call := Call{Tool: "convert_currency", Inputs: []Input{{Name: "amount", Type: "number", Required: true, Description: "The amount to be converted"},
		{Name: "from", Type: "string", Required: true, Description: "The currency to convert from"}, {Name: "to", Type: "string", Required: true, Description: "The currency to convert to"}},
		Open: []string{"amount", "from", "to"}}
	got := r.Fill(call, Sequence{})
	if !got[1].Found || got[1].Value != "USD" || !got[2].Found || got[2].Value != "EUR" {
		t.Errorf("from=%+v to=%+v, want USD and EUR\n%s", got[1], got[2], r.Explain(call, Sequence{}, "from"))
	}
}

// An input whose whole name is a qualifier (mode, style, category) takes
// the words written before it, as application_type does: "using driving
// mode", "in free verse style" (here with the descriptions' examples: the
// phrase alone is weak evidence).
func TestFillLoneQualifierName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, tc := range []struct {
		request, tool string
		inputs        []Input
		input, want   string
	}{
		{"Calculate the distance between 'New York' and 'Los Angeles' using driving mode.", "calculate_distance",
			[]Input{str("origin", "Starting location"), str("destination", "Destination location"), str("mode", "Mode of transportation (e.g. driving, walking, cycling)")}, "mode", "driving"},
		{`Please write a poem on the theme of "nature" in free verse style with 15 lines.`, "write_poem",
			[]Input{str("theme", "the central theme of the poem"), str("style", "the style of the poem, such as free verse, sonnet, haiku, etc."), {Name: "length", Type: "integer", Required: true}}, "style", "free verse"},
	} {
		r := g.Read(tc.request)
		var open []string
		for _, in := range tc.inputs {
			open = append(open, in.Name)
		}
		call := Call{Tool: tc.tool, Inputs: tc.inputs, Open: open}
		got := r.Fill(call, Sequence{})
		if ch := got[slices.Index(open, tc.input)]; !ch.Found || ch.Value != tc.want {
			t.Errorf("%s = %+v, want %s\n%s", tc.input, ch, tc.want, r.Explain(call, Sequence{}, tc.input))
		}
	}
}

// "for" places a proper name for an input that takes a place, as a
// locative does (Lexicon.PlaceCues): "COVID-19 news for Brazil" for a
// country's name.
func TestFillPlaceCue(t *testing.T) {
	g := New(Config{})
	country := Call{Tool: "Get_Country_Details_By_Country_Name", Inputs: []Input{{Name: "name", Type: "string", Required: true, Description: "Country Name"}}, Open: []string{"name"}}
	r := g.Read("Find COVID-19 news for Brazil and get the total number of confirmed cases.")
	if ch := r.Fill(country, Sequence{})[0]; !ch.Found || ch.Value != "Brazil" {
		t.Errorf("name = %+v, want Brazil\n%s", ch, r.Explain(country, Sequence{}, "name"))
	}
}

// The one number of the request in a unit of the input's class, used by no
// other input, is measured wherever it stands: "It should measure 10
// acres" speaks of the land acquired only through its number.
func TestFillMeasuredAnywhere(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please acquire land in Oregon for the new farm. It should measure 10 acres and lie close to water.")
	call := Call{Tool: "acquire_land", Inputs: []Input{{Name: "location", Type: "string", Required: true}, {Name: "plot_size", Type: "number", Required: true, Description: "the size of the plot in acres"}},
		Args: map[string]any{"location": "Oregon"}, Open: []string{"plot_size"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != json.Number("10") {
		t.Errorf("plot_size = %+v, want 10\n%s", ch, r.Explain(call, Sequence{}, "plot_size"))
	}
}

// When no sentence names the call's words or values, the one proper name
// of the request is a name input's (Lone), as the one located place is a
// place input's: "the latest singles by Justin Bieber" for an artist
// search's name.
func TestFillLoneNameWithoutAnchors(t *testing.T) {
	g := New(Config{})
	r := g.Read("Find the names of the latest singles by Justin Bieber and provide the url to each song?")
	call := Call{Tool: "Spotify_Scraper_Get_Artist_ID_By_Name", Inputs: []Input{{Name: "name", Type: "string", Required: true, Description: "Artist name"}}, Open: []string{"name"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "Justin Bieber" {
		t.Errorf("name = %+v, want Justin Bieber\n%s", ch, r.Explain(call, Sequence{}, "name"))
	}
}

// An input whose head word names a class of Lexicon.ValueSets takes the
// member the request names, in any case, written as the sequence writes
// such words; a word outside the set is asked for.
func TestFillValueSetMember(t *testing.T) {
	g := New(Config{})
	// at the enum's threshold when the form to write is known: as the
	// request capitalizes it, or as the sequence writes such words
	jazz := "Please book musician John Smith for a Jazz music performance at the price of $800.00. Lastly, promote the Jazz Night event " +
		"scheduled for August 20, 2023, targeting Jazz enthusiasts through a social media campaign."
	musician := map[string]any{"name": "John Smith", "price": json.Number("800.0")}
	jazzSeq := Sequence{Tools: []string{"promote_event"}, Uses: []Use{{Tool: "book_musician", Input: "name", Value: "John Smith"},
		{Tool: "promote_event", Input: "event_name", Value: "Jazz Night"}, {Tool: "promote_event", Input: "target_audience", Value: "Jazz enthusiasts"}}}
	str := requiredString
	for _, c := range []struct {
		name, tool, request string
		in                  Input
		seq                 Sequence
		want                any // nil: asked
		args                map[string]any
	}{
		{"season", "plant_crop", "Please plant corn across 100 acres during the spring season.", str("season", "the planting season"), Sequence{}, "spring", nil},
		{"shape", "calculate_area", "Calculate the area of a rectangle with length 5 and width 3.", str("shape", "the shape"), Sequence{}, "rectangle", nil},
		{"title case", "plant_crop", "Please plant corn across 100 acres during the spring season, then buy seeds from green valley farms.", str("season", "the planting season"),
			Sequence{Uses: []Use{{Tool: "buy_seeds", Input: "supplier", Value: "Green Valley Farms"}}}, "Spring", nil},
		{"capitalized", "book_musician", jazz, str("genre", "music genre of the performance"), jazzSeq, "Jazz", musician},
		{"lowercase, no form", "book_musician", strings.Replace(jazz, "Jazz music", "jazz music", 1), str("genre", "music genre of the performance"), jazzSeq, nil, musician},
		// a member the request capitalizes is a proper name: written so,
		// though the sequence lowercases a language the request capitalizes
		{"proper member", "install_os", "Please locate a computer in the English office cluster, then deploy Windows to this computer.", str("os_type", "the operating system to install"),
			Sequence{Uses: []Use{{Tool: "locate_computer", Input: "cluster_language", Value: "english"}}}, "Windows", nil},
		{"audience", "generate_marketing_campaign", "Following this, generate a marketing campaign aiming at Millennials with a financial plan of $5000.", str("target_audience", "the audience the campaign targets"),
			Sequence{}, "Millennials", nil},
		// a name that says more of the class than its kind takes no member:
		// event_info is no kind of event
		{"not the kind", "create_event_poster", "I am organizing an exhibition called \"Ancient Civilizations\". Create a poster for the exhibition.", str("event_info", "information about the event"),
			Sequence{Uses: []Use{{Tool: "curate_exhibit", Input: "title", Value: "Ancient Civilizations"}}}, nil, nil},
		{"outside the set", "write_screenplay", "Please write a quirky film titled \"The Enigma\" with a runtime of 120 minutes.", str("genre", "the genre of the film"), Sequence{}, nil, nil},
	} {
		inputs, args := []Input{c.in}, map[string]any{}
		for k, v := range c.args {
			inputs, args[k] = append(inputs, Input{Name: k, Type: "string"}), v
		}
		ch := g.Read(c.request).Fill(Call{Tool: c.tool, Inputs: inputs, Args: args, Open: []string{c.in.Name}}, c.seq)[0]
		switch {
		case c.want == nil && ch.Found:
			t.Errorf("%s: filled %v (score %.2f), want an ask", c.name, ch.Value, ch.Score)
		case c.want != nil && (!ch.Found || ch.Value != c.want):
			t.Errorf("%s: %v (found %v, score %.2f, margin %.2f), want %v", c.name, ch.Value, ch.Found, ch.Score, ch.Margin, c.want)
		}
	}
}

// Another mention of a value one input took rivals no other input: the
// screenplay quoted twice is the title's, and the writer's one name
// beats no runner-up.
func TestFillTakenValueRivalsNone(t *testing.T) {
	g := New(Config{})
	str := requiredString
	r := g.Read(`Procure information about the screenplay known as "Inception", penned by Christopher Nolan. Dive into the analysis of the lead role along with the secondary role, Mal. ` +
		`To complete the request, suggest screenplays that dwell in the same genre or theme as "Inception" with a prime character showcasing a complex protagonist trait.`)
	call := Call{Tool: "get_screenplay_info", Inputs: []Input{str("title", "the title of the screenplay"), str("writer", "the writer of the screenplay")}, Open: []string{"title", "writer"}}
	chs := r.Fill(call, Sequence{Tools: []string{"character_analysis", "recommend_similar_screenplays"}, Uses: []Use{{Tool: "character_analysis", Input: "supporting_character", Value: "Mal"},
		{Tool: "recommend_similar_screenplays", Input: "main_character_trait", Value: "complex protagonist"}}})
	if !chs[0].Found || chs[0].Value != "Inception" || !chs[1].Found || chs[1].Value != "Christopher Nolan" {
		t.Errorf("title %+v, writer %+v; want Inception and Christopher Nolan", chs[0], chs[1])
	}
}

// An array input takes the list the request writes, though its name's
// words avoid lists for one item (code: an identifier), and the list's
// own items are no runner-up; a list the sequence gives another input,
// written with other separators ("StationA" for "Station A"), is used.
func TestFillListForArray(t *testing.T) {
	g := New(Config{})
	r := g.Read("Please ensure that the code files 'file1.cpp' and 'file2.cpp' are compiled with a high optimization level.")
	call := Call{Tool: "compile_code", Inputs: []Input{{Name: "code_files", Type: "array", Items: "string", Required: true, Description: "the code files to compile"}}, Open: []string{"code_files"}}
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || fmt.Sprint(ch.Value) != "[file1.cpp file2.cpp]" {
		t.Errorf("code_files = %v (found %v, score %.2f, margin %.2f), want both files", ch.Value, ch.Found, ch.Score, ch.Margin)
	}
	r = g.Read("Determine the power load of three power stations: Station A, Station B and Station C, with a total power demand of 5000 kW. Then plan the maintenance of the stations' load.")
	call = Call{Tool: "plan_maintenance_cycle", Inputs: []Input{{Name: "stations_load", Type: "array", Items: "string", Required: true, Description: "the load of each station"}}, Open: []string{"stations_load"}}
	seq := Sequence{Tools: []string{"calculate_load_distribution"}, Uses: []Use{{Tool: "calculate_load_distribution", Input: "stations", Value: []any{"StationA", "StationB", "StationC"}}}}
	if ex := r.Explain(call, seq, "stations_load"); !regexp.MustCompile(`"Station A, Station B and Station C" .*used 1.00`).MatchString(ex) {
		t.Errorf("the stations' list the sequence gives is not used:\n%s", ex)
	}
}

// A name ending with one of Lexicon.OrganizationWords is of the kind an
// organization's input asks for ("ABC Investment Bank" for a company, and
// "SunPowerCorp" written as one word); a name without one is not narrowed
// so.
func TestFillOrganizationName(t *testing.T) {
	g := New(Config{})
	call := Call{Tool: "check_cash_flow", Inputs: []Input{{Name: "company", Type: "string", Required: true, Description: "the name of the company"}}, Open: []string{"company"}}
	seq := Sequence{Tools: []string{"assess_financial_stability"}, Uses: []Use{{Tool: "assess_financial_stability", Input: "allocation", Value: json.Number("60")}}}
	r := g.Read("Please examine the cash flow of ABC Investment Bank. Following the examination, please assess its financial stability with 60% allocation.")
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != "ABC Investment Bank" {
		t.Errorf("company = %+v, want ABC Investment Bank\n%s", ch, r.Explain(call, seq, "company"))
	}
	r = g.Read("Please examine the cash flow of SunPowerCorp. Following the examination, please assess its financial stability with 60% allocation.")
	if ex := r.Explain(call, seq, "company"); !strings.Contains(ex, "narrow") {
		t.Errorf("a camelCase name ending with an organization word is not narrowed:\n%s", ex)
	}
	r = g.Read("Please examine the cash flow of Springfield Meadows. Following the examination, please assess its financial stability with 60% allocation.")
	if ex := r.Explain(call, seq, "company"); strings.Contains(ex, "narrow") {
		t.Errorf("a name with no organization word is narrowed:\n%s", ex)
	}
}

// An acronym is of the kind an input of one of Lexicon.AcronymInputs asks
// for (a currency's USD, a ticker's TSLA): the one the request gives is
// the value; for an identifier of another kind (a musical key) it is not
// narrowed so.
func TestFillAcronymInput(t *testing.T) {
	g := New(Config{})
	stock := Call{Tool: "get_stock_price", Inputs: []Input{{Name: "symbol", Type: "string", Required: true, Description: "Stock ticker symbol"}}, Open: []string{"symbol"}}
	seq := Sequence{Tools: []string{"convert_currency"}}
	r := g.Read("Convert the price of TSLA from the stock market to euros.")
	if ch := r.Fill(stock, seq)[0]; !ch.Found || ch.Value != "TSLA" {
		t.Errorf("symbol = %+v, want TSLA\n%s", ch, r.Explain(stock, seq, "symbol"))
	}
	rate := Call{Tool: "currency_exchange_rate", Inputs: []Input{{Name: "from_currency", Type: "string", Required: true}, {Name: "to_currency", Type: "string", Required: true}},
		Args: map[string]any{"to_currency": "EUR"}, Open: []string{"from_currency"}}
	seq = Sequence{Uses: []Use{{Tool: "currency_exchange_rate", Input: "to_currency", Value: "EUR"}}}
	r = g.Read("What is the current ask price for Ethereum in EUR, and the value of 3 ETH in EUR?")
	if ch := r.Fill(rate, seq)[0]; !ch.Found || ch.Value != "ETH" {
		t.Errorf("from_currency = %+v, want ETH\n%s", ch, r.Explain(rate, seq, "from_currency"))
	}
	song := Call{Tool: "analyze_song", Inputs: []Input{{Name: "key", Type: "string", Required: true, Description: "musical key of the song"}}, Open: []string{"key"}}
	r = g.Read("Perform it at a tempo of 120 BPM and analyze the song.")
	if ex := r.Explain(song, Sequence{}, "key"); strings.Contains(ex, "narrow") {
		t.Errorf("an acronym is narrowed for an identifier:\n%s", ex)
	}
}

// An IP address is an identifier of the kind an ip input asks for, and a
// protocol one of the protocols' value set: "a vulnerability scan on
// 192.168.1.1 employing the TCP protocol" fills both.
func TestFillAddressAndProtocol(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "target_ip", Type: "string", Required: true, Description: "the IP address of the target"},
		{Name: "protocol", Type: "string", Required: true, Description: "the protocol to use for the scan"}}
	call := Call{Tool: "request_vulnerability_scan", Inputs: in, Open: []string{"target_ip", "protocol"}}
	r := g.Read("Please execute a vulnerability scan on 192.168.1.1 employing the TCP protocol. After that, please take patching measures to deal with the security risks.")
	seq := Sequence{Tools: []string{"mitigate_critical_threats"}, Uses: []Use{{Tool: "mitigate_critical_threats", Input: "method", Value: "patching"}}}
	chs := r.Fill(call, seq)
	if !chs[0].Found || chs[0].Value != "192.168.1.1" || !chs[1].Found || chs[1].Value != "TCP" {
		t.Errorf("target_ip %+v, protocol %+v; want 192.168.1.1 and TCP\n%s", chs[0], chs[1], r.Explain(call, seq, "target_ip"))
	}
}

// A version is an identifier that takes a code: "v0.9.0".
func TestFillVersion(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "service", Type: "string", Required: true, Description: "Service name"}, {Name: "version", Type: "string", Required: true, Description: "Version to deploy"},
		{Name: "environment", Type: "string", Required: true, Description: "Target environment"}}
	call := Call{Tool: "deploy_service", Inputs: in, Args: map[string]any{"service": "search-indexer", "environment": "staging"}, Open: []string{"version"}}
	r := g.Read("Deploy search-indexer v0.9.0 to staging.")
	if ch := r.Fill(call, Sequence{})[0]; !ch.Found || ch.Value != "v0.9.0" {
		t.Errorf("version = %+v, want v0.9.0\n%s", ch, r.Explain(call, Sequence{}, "version"))
	}
}

// A sentence that speaks of no call of the sequence (what the user says of
// themselves) holds no other call's values: a number there is not away
// from the call; a sentence that speaks of another call still is. And a
// value written with and without a final period is one value.
func TestFillContextSentence(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "height", Type: "number", Required: true, Description: "height of the person, default unit: cm"},
		{Name: "weight", Type: "number", Required: true, Description: "weight of the person, default unit: kg"}}
	call := Call{Tool: "estimate_body_composition", Inputs: in, Args: map[string]any{}, Open: []string{"height"}}
	seq := Sequence{Tools: []string{"recommend_exercise"}, Uses: []Use{{Tool: "recommend_exercise", Input: "goal", Value: "fat loss"}}}
	r := g.Read("I am a 30-year-old male, currently weighing 75.5 kg and 175.0 cm tall. Can you help me infer my body composition? Then recommend exercise for fat loss.")
	if ex := r.Explain(call, seq, "height"); !regexp.MustCompile(`"175.0" `).MatchString(ex) || regexp.MustCompile(`"175.0" .*away`).MatchString(ex) {
		t.Errorf("175.0 is away in a sentence that speaks of no call:\n%s", ex)
	}
	r = g.Read("Recommend exercise for someone 175.0 cm tall. Can you help me infer my body composition?")
	if ex := r.Explain(call, seq, "height"); !regexp.MustCompile(`"175.0" .*away`).MatchString(ex) {
		t.Errorf("175.0 is not away in a sentence that speaks of another call:\n%s", ex)
	}
	// a plain word there is still a guess: away
	films := Call{Tool: "filmography", Inputs: []Input{{Name: "genre", Type: "string", Required: true}}, Args: map[string]any{}, Open: []string{"genre"}}
	r = g.Read("I have always liked drama. Please list the filmography of the director.")
	if ex := r.Explain(films, seq, "genre"); !regexp.MustCompile(`"drama" .*away`).MatchString(ex) {
		t.Errorf("a word in a sentence that speaks of no call is not away:\n%s", ex)
	}
	org := Call{Tool: "get_organization_info", Inputs: []Input{{Name: "organization_name", Type: "string", Required: true}}, Open: []string{"organization_name"}}
	r = g.Read("Please help get data on ABC Corp, a technology organization. Construct a blueprint founded on the income generated by ABC Corp.")
	if ex := r.Explain(org, Sequence{}, "organization_name"); !regexp.MustCompile(`"ABC Corp" .*only`).MatchString(ex) {
		t.Errorf("ABC Corp and ABC Corp. are two values:\n%s", ex)
	}
}

// A second call of a tool, where the request names two members of an
// input's enum, takes the member the first call does not: "a brake service
// for TRK-044 and a tire rotation for TRK-045".
func TestFillEnumRepeatedCall(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "vehicle_id", Type: "string", Required: true}, {Name: "service", Type: "string", Required: true, Enum: []any{"oil_change", "tire_rotation", "inspection", "brake_service"}},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	call := Call{Tool: "schedule_maintenance", Inputs: in, Args: map[string]any{"vehicle_id": "TRK-045", "date": "2025-05-20"}, Open: []string{"service"}}
	seq := Sequence{Tools: []string{"schedule_maintenance"}, Uses: []Use{{Tool: "schedule_maintenance", Input: "vehicle_id", Value: "TRK-044"},
		{Tool: "schedule_maintenance", Input: "service", Value: "brake_service"}, {Tool: "schedule_maintenance", Input: "date", Value: "2025-05-19"}}}
	r := g.Read("Book a brake service for TRK-044 on 2025-05-19 and a tire rotation for TRK-045 on 2025-05-20")
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != "tire_rotation" {
		t.Errorf("service = %v (found %v), want tire_rotation\n%s", ch.Value, ch.Found, r.Explain(call, seq, "service"))
	}
	// one member named: the calls share it (two vans, one inspection)
	r = g.Read("Book an inspection for TRK-044 on 2025-05-19 and for TRK-045 on 2025-05-20")
	seq.Uses[1].Value = "inspection"
	if ch := r.Fill(call, seq)[0]; !ch.Found || ch.Value != "inspection" {
		t.Errorf("service = %v (found %v), want inspection\n%s", ch.Value, ch.Found, r.Explain(call, seq, "service"))
	}
}

// Two inputs of one call that take the same closed set take two of its
// members: with to_scale celsius, "98.6 degrees Fahrenheit to Celsius" gives
// from_scale no celsius, which it took before (a closed set's members are
// otherwise free to recur).
func TestFillEnumSiblingTaken(t *testing.T) {
	g := New(Config{})
	scales := []any{"celsius", "fahrenheit", "kelvin"}
	in := []Input{{Name: "temperature", Type: "number", Required: true, Description: "Temperature to convert"},
		{Name: "from_scale", Type: "string", Required: true, Description: "Scale to convert from", Enum: scales},
		{Name: "to_scale", Type: "string", Required: true, Description: "Scale to convert to", Enum: scales}}
	args := map[string]any{"temperature": json.Number("98.6"), "to_scale": "celsius"}
	if ch := fill(g, "Convert 98.6 degrees Fahrenheit to Celsius", in, args, "from_scale", Sequence{}); ch.Found && ch.Value != "fahrenheit" {
		t.Errorf("from_scale = %v, want fahrenheit or an ask", ch.Value)
	}
}

// A value the sequence uses overlaps a candidate only word for word: the
// "wood" of "made of wood" is no part of the "plywood" another call takes.
func TestFillOverlapIsWordForWord(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "model_name", Type: "string", Required: true, Description: "Name of the model"},
		{Name: "material", Type: "string", Required: true, Description: "Material of the object"}}
	req := `Please create a 3D model of a chair named "Chair" made of wood. After that, generate cutting templates for the model using plywood as the material.`
	seq := Sequence{Tools: []string{"generate_cutting_templates"}, Uses: []Use{{Tool: "generate_cutting_templates", Input: "material_type", Value: "Plywood"}}}
	if ch := fill(g, req, in, map[string]any{"model_name": "Chair"}, "material", seq); !ch.Found || !strings.EqualFold(fmt.Sprint(ch.Value), "wood") {
		r := g.Read(req)
		t.Errorf("material = %v (found %v), want wood\n%s", ch.Value, ch.Found, r.Explain(Call{Tool: "create_3D_model", Inputs: in, Args: map[string]any{"model_name": "Chair"}, Open: []string{"material"}}, seq, "material"))
	}
}

// A word right before a kind of thing a request names instances of
// (Lexicon.InstanceWords) names the instance: "the webapp repo" gives repo
// webapp.
func TestFillInstanceWord(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "repo", Type: "string", Required: true, Description: "Repository name"},
		{Name: "branch_name", Type: "string", Required: true, Description: "Name of the new branch"}}
	wantChoice(t, "repo", fill(g, "Create a branch called hotfix in the webapp repo off develop", in, map[string]any{"branch_name": "hotfix"}, "repo", Sequence{}), "webapp")
	// or written as an identifier right after the kind; a plain word there
	// is none ("the database located at")
	up := []Input{{Name: "bucket", Type: "string", Required: true, Description: "Bucket name"},
		{Name: "local_path", Type: "string", Required: true, Description: "Path of the file to upload"}}
	wantChoice(t, "bucket", fill(g, "Upload /var/log/app/today.log to bucket app-logs", up, map[string]any{"local_path": "/var/log/app/today.log"}, "bucket", Sequence{}), "app-logs")
	flag := []Input{{Name: "flag", Type: "string", Required: true, Description: "Flag key"}, {Name: "enabled", Type: "boolean", Required: true}}
	wantChoice(t, "flag", fill(g, "flag new-checkout enabled=true env=staging", flag, map[string]any{"enabled": true}, "flag", Sequence{}), "new-checkout")
	// and for an input named by the kind and "name": list_name, job_name
	list := []Input{{Name: "item", Type: "string", Required: true, Description: "Item"}, {Name: "list_name", Type: "string", Required: true, Description: "List name"}}
	wantChoice(t, "list_name", fill(g, "add three avocados to my shopping list", list, map[string]any{"item": "avocados"}, "list_name", Sequence{}), "shopping")
	job := []Input{{Name: "job_name", Type: "string", Required: true, Description: "Job to schedule"}, {Name: "cron", Type: "string", Required: true, Description: "Cron expression"}}
	wantChoice(t, "job_name", fill(g, "Run the job report-refresh every day at 6am: cron 0 6 * * *", job, map[string]any{"cron": "0 6 * * *"}, "job_name", Sequence{}), "report-refresh")
	// two words name it as well
	scene := []Input{{Name: "scene", Type: "string", Required: true, Description: "Scene name"}}
	wantChoice(t, "scene", fill(g, "Start the movie night scene", scene, nil, "scene", Sequence{}), "movie night")
	// a word that points to the value without stating it is none: "the
	// original repo", "the primary theme"
	if ch := fill(g, "Clone the original repo to my laptop", in[:1], nil, "repo", Sequence{}); ch.Found {
		t.Errorf("repo = %v, want an ask", ch.Value)
	}
	db := []Input{{Name: "database", Type: "string", Required: true, Description: "Database name"}}
	if ch := fill(g, "Connect to the database located at db.example.com.", db, nil, "database", Sequence{}); ch.Found && ch.Value == "located" {
		t.Errorf("database = located, want an ask")
	}
}

// A field's value that holds the items of a list another input takes is
// that input's, no other one's: "assignees: dkim, ana" is no task's title;
// nor is a value that runs on into them.
func TestFillFieldOfListItems(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "title", Type: "string", Required: true, Description: "Task title"},
		{Name: "assignees", Type: "array", Description: "Usernames of assignees"}, {Name: "due_date", Type: "string", Description: "Due date, YYYY-MM-DD"}}
	args := map[string]any{"assignees": []any{"dkim", "ana"}, "due_date": "2025-06-15"}
	wantChoice(t, "title", fill(g, "Task 'Quarterly taxes' due 2025-06-15, assignees: dkim, ana", in, args, "title", Sequence{}), "Quarterly taxes")
	wantChoice(t, "run on", fill(g, "New task: Update onboarding docs, assign to mchen and priya", in, map[string]any{"assignees": []any{"mchen", "priya"}}, "title", Sequence{}), nil)
}

// An array whose items have an enum takes the list of members the request
// writes, parted only by separators ("tue and thu", "mon, wed and fri");
// members apart are lists of their own, rivals, and asked for.
func TestFillMemberList(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "task_id", Type: "string", Required: true, Description: "Task ID"},
		{Name: "days", Type: "array", Required: true, Description: "Weekdays", Items: "string", ItemEnum: []any{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}}}
	args := map[string]any{"task_id": "T-090"}
	wantChoice(t, "two", fill(g, "T-090 should repeat every tue and thu", in, args, "days", Sequence{}), []any{"tue", "thu"})
	wantChoice(t, "three", fill(g, "Make T-090 repeat on mon, wed and fri", in, args, "days", Sequence{}), []any{"mon", "wed", "fri"})
	wantChoice(t, "apart", fill(g, "T-090 repeats on mon at 9 and on fri at 5", in, args, "days", Sequence{}), nil)
}

// A code of the shape of the description's example is of the input's kind
// (examples): BA117 for a "Flight number, e.g. UA901"; a code of
// another shape is no more than a code.
func TestFillExampleShape(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "flight_number", Type: "string", Required: true, Description: "Flight number, e.g. UA901"}}
	wantChoice(t, "shape", fill(g, "is BA117 on time?", in, nil, "flight_number", Sequence{}), "BA117")
	wantChoice(t, "other shape", fill(g, "is T-1170 on time?", in, nil, "flight_number", Sequence{}), nil)
}

// Two dates joined by "to" with no "from" before them are a pair's two
// sides (Lexicon.RangeJoiners): check_in and check_out.
func TestFillDateRange(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "near", Type: "string", Required: true}, {Name: "check_in", Type: "string", Required: true, Description: "YYYY-MM-DD"},
		{Name: "check_out", Type: "string", Required: true, Description: "YYYY-MM-DD"}}
	r := g.Read("Search hotels near Shibuya Crossing 2025-09-20 to 2025-09-24, then add the nightly rate as an expense")
	ch := r.Fill(Call{Tool: "search_hotels", Inputs: in, Args: map[string]any{"near": "Shibuya Crossing"}, Open: []string{"check_in", "check_out"}}, Sequence{})
	wantChoice(t, "check_in", ch[0], "2025-09-20")
	wantChoice(t, "check_out", ch[1], "2025-09-24")
}

// An enum of units takes the unit the request names in any spelling of
// it: "grams" is the member g (one class, one size in the lexicon).
func TestFillEnumUnit(t *testing.T) {
	g := New(Config{})
	units := []any{"cup", "tbsp", "tsp", "g", "ml", "oz"}
	in := []Input{{Name: "amount", Type: "number", Required: true}, {Name: "from_unit", Type: "string", Required: true, Enum: units},
		{Name: "to_unit", Type: "string", Required: true, Enum: units}}
	wantChoice(t, "grams", fill(g, "8 oz in grams?", in, map[string]any{"amount": json.Number("8"), "from_unit": "oz"}, "to_unit", Sequence{}), "g")
}

// A number another call takes is no bound's of the same head: the alert's
// target price is no search's max_price (Lexicon.BoundWords).
func TestFillBoundNotPassed(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "query", Type: "string", Required: true, Description: "Search terms"}, {Name: "max_price", Type: "number", Description: "Highest price in dollars"}}
	seq := Sequence{Tools: []string{"price_alert"}, Uses: []Use{{Tool: "price_alert", Input: "target_price", Value: json.Number("699")}}}
	wantChoice(t, "max_price", fill(g, "Find the cheapest iPad Air 13-inch and set an alert at $699", in, nil, "max_price", seq), nil)
}

// A number inside another argument's value, written there, is that
// value's part: the 7 of the address "7 Rue Cler, Paris" is no order
// number, the 501 of "Levi's 501 jacket" no quantity. A measure stays free:
// the 10 of a "10 kilometer run" title is the run's distance too.
func TestFillNumberInValue(t *testing.T) {
	g := New(Config{})
	order := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "address", Type: "string", Required: true, Description: "New address"}}
	wantChoice(t, "address", fill(g, "Change the shipping address of order 99812 to 7 Rue Cler, Paris.", order, map[string]any{"address": "7 Rue Cler, Paris"}, "order_id", Sequence{}), "99812")
	cart := []Input{{Name: "product_id", Type: "string", Required: true}, {Name: "quantity", Type: "integer", Required: true, Description: "How many"}}
	seq := Sequence{Tools: []string{"search_products"}, Uses: []Use{{Tool: "search_products", Input: "query", Value: "Levi's 501 jacket"}}}
	if ch := fill(g, "Search for a Levi's 501 jacket in blue and add one in size M to the cart", cart, map[string]any{"product_id": "$var1.product_id$"}, "quantity", seq); ch.Found && fmt.Sprint(ch.Value) == "501" {
		t.Errorf("quantity = 501, a part of the query")
	}
	pace := []Input{{Name: "distance", Type: "number", Required: true, Description: "Distance in kilometers"}, {Name: "time", Type: "string", Required: true}}
	run := Sequence{Tools: []string{"create_calendar_event"}, Uses: []Use{{Tool: "create_calendar_event", Input: "title", Value: "10 kilometer run"}}}
	wantChoice(t, "measure", fill(g, "Add a '10 kilometer run' to my calendar, then work out my pace for it.", pace, map[string]any{"time": "$var1.duration$"}, "distance", run), "10")
}

// An identifier's label ("SKU" of "SKU P-10442") is no rival of the code
// it labels: the code is the one value of its kind.
func TestFillLabelledCode(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "product_id", Type: "string", Required: true, Description: "Product ID"}, {Name: "store_city", Type: "string", Required: true, Description: "City of the store"}}
	wantChoice(t, "sku", fill(g, "Is SKU P-10442 in stock at the Denver store?", in, map[string]any{"store_city": "Denver"}, "product_id", Sequence{}), "P-10442")
}

// An input's name, a colon and a phrase that ends its clause is a field
// written inside a sentence: "a buddy: pwong". A phrase that goes on past
// the colon's clause is none.
func TestFillInlineField(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "employee_id", Type: "string", Required: true, Description: "New hire's employee ID"},
		{Name: "buddy", Type: "string", Required: true, Description: "Buddy's username"}}
	args := map[string]any{"employee_id": "E-31877"}
	wantChoice(t, "buddy", fill(g, "Assign E-31877 a buddy: pwong", in, args, "buddy", Sequence{}), "pwong")
	wantChoice(t, "buddy, then more", fill(g, "Assign E-31877 a buddy: pwong will show them around", in, args, "buddy", Sequence{}), nil)
}

// A field among fields a comma parts may end at the next comma: the value
// that runs on over another input's value loses to the one that stops
// there. A field on a line of its own keeps its commas.
func TestFillCommaField(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "title", Type: "string", Required: true, Description: "Short summary"},
		{Name: "customer_email", Type: "string", Description: "Customer's e-mail address"}}
	wantChoice(t, "title", fill(g, "New ticket, priority low, title: Typo on pricing page, customer jo@brightline.com", in,
		map[string]any{"customer_email": "jo@brightline.com"}, "title", Sequence{}), "Typo on pricing page")
	note := []Input{{Name: "note", Type: "string", Required: true, Description: "Note text"}, {Name: "ticket_id", Type: "string", Required: true, Description: "Ticket ID"}}
	wantChoice(t, "line", fill(g, "Ticket T-40102\nNote: arrived late, box damaged", note, map[string]any{"ticket_id": "T-40102"}, "note", Sequence{}), "arrived late, box damaged")
}

// "There" in the call's clause points to the place another call takes:
// the weather's Lisbon is the restaurant search's city too.
func TestFillPlaceThere(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "city", Type: "string", Required: true, Description: "City"}, {Name: "cuisine", Type: "string", Description: "Cuisine"}}
	seq := Sequence{Tools: []string{"get_weather"}, Uses: []Use{{Tool: "get_weather", Input: "city", Value: "Lisbon"}, {Tool: "get_weather", Input: "days", Value: json.Number("4")}}}
	const trip = "I'm heading to Lisbon for 4 days, what's the forecast, and can you find a seafood restaurant"
	wantChoice(t, "there", fill(g, trip+" there?", in, map[string]any{"cuisine": "seafood"}, "city", seq), "Lisbon")
	wantChoice(t, "no there", fill(g, trip+"?", in, map[string]any{"cuisine": "seafood"}, "city", seq), nil)
}

// A number after a possessive makes two names, asked between: "Kendrick
// Lamar's 3 most popular songs" is no artist "Kendrick Lamar's 3".
func TestFillPossessiveNumber(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "artist", Type: "string", Required: true, Description: "Artist name"}, {Name: "limit", Type: "integer", Description: "How many tracks"}}
	ch := fill(g, "What are Kendrick Lamar's 3 most popular songs?", in, map[string]any{"limit": json.Number("3")}, "artist", Sequence{})
	if ch.Found && ch.Value != "Kendrick Lamar" {
		t.Errorf("artist = %v, want Kendrick Lamar or an ask", ch.Value)
	}
}

// A conversation pasted as the request (Lexicon.Speakers): a turn is no
// form's field, its first word opens a sentence, and no turn is away from
// the call, the answers being the questions'.
func TestFillDialog(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "size", Type: "string", Required: true, Enum: []any{"small", "medium", "large"}}, {Name: "toppings", Type: "array", Items: "string"},
		{Name: "address", Type: "string", Required: true, Description: "Delivery address"}}
	const talk = "User: large pizza please\nAssistant: Any toppings?\nUser: mushrooms and olives\nAssistant: Delivery address?\nUser: 12 Elm Street, Apt 3"
	wantChoice(t, "address", fill(g, talk, in, map[string]any{"size": "large", "toppings": []any{"mushrooms", "olives"}}, "address", Sequence{}), "12 Elm Street, Apt 3")
}

// A sentence that speaks of the call and refers back (Lexicon.Anaphors)
// makes the sentence before it the call's: no context away from it.
func TestFillAnaphor(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "artist", Type: "string", Required: true, Description: "Artist name"}, {Name: "limit", Type: "integer", Description: "How many tracks"}}
	args := map[string]any{"limit": json.Number("5")}
	wantChoice(t, "her", fill(g, "My daughter is obsessed with Taylor Swift. Could you get me her top 5 tracks for a playlist?", in, args, "artist", Sequence{}), "Taylor Swift")
	wantChoice(t, "no anaphor", fill(g, "My daughter is obsessed with Taylor Swift. Could you get me the top 5 tracks for a playlist?", in, args, "artist", Sequence{}), nil)
}

// A message pasted after a sentence that points to it (Lexicon.
// PointingWords, or a colon at its end) is the call's, no sentence away
// from it; after one that does not point, it stays away.
func TestFillPointing(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "to", Type: "string", Required: true, Description: "Customer's e-mail address"},
		{Name: "body", Type: "string", Required: true, Description: "Text of the reply"}}
	args := map[string]any{"body": "The refund is on its way."}
	const pasted = "\n\nFrom: Dana Whitfield <dana@whitfield.co>\nSubject: Where is my refund?"
	wantChoice(t, "below", fill(g, "Reply to the customer below and tell her the refund is on its way."+pasted, in, args, "to", Sequence{}), "dana@whitfield.co")
	wantChoice(t, "colon", fill(g, "Tell this customer the refund is on its way:"+pasted, in, map[string]any{"body": "the refund is on its way"}, "to", Sequence{}), "dana@whitfield.co")
	wantChoice(t, "no pointer", fill(g, "Reply to the customer and tell her the refund is on its way."+pasted, in, args, "to", Sequence{}), nil)
	// the pasted message's subject is its own field's, no reply's body
	wantChoice(t, "subject", fill(g, "Reply to the customer below and tell her the refund is on its way."+pasted, in, map[string]any{"to": "dana@whitfield.co"}, "body", Sequence{}), nil)
}

// A body, a note, a comment and a content take a quoted string as written,
// as a message does.
func TestFillVerbatimBody(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "student_id", Type: "string", Required: true, Description: "Student ID"}, {Name: "subject", Type: "string", Required: true, Description: "Subject line"},
		{Name: "body", Type: "string", Required: true, Description: "Message text"}}
	wantChoice(t, "body", fill(g, "Email S20987 with the subject 'Missing assignment' and tell them 'Please submit Lab 2 by Friday.'", in,
		map[string]any{"student_id": "S20987", "subject": "Missing assignment"}, "body", Sequence{}), "Please submit Lab 2 by Friday.")
}

// A speed's units say a speed: "65 mph" is the speed an input of that name
// takes, beside a distance the sequence passes along.
func TestFillSpeedUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "distance", Type: "number", Required: true, Description: "Distance to travel"},
		{Name: "speed", Type: "number", Required: true, Description: "Average speed"}}
	seq := Sequence{Tools: []string{"distance_between_cities"}, Uses: []Use{{Tool: "distance_between_cities", Input: "origin", Value: "Denver"}}}
	wantChoice(t, "speed", fill(g, "How far is it from Denver to Chicago in miles, and how long would it take driving at 65 mph?", in, map[string]any{"distance": "$var1.distance$"}, "speed", seq), "65")
}

// A unit of measure is a member of the units' value set: "350 grams in
// ounces" gives from_unit grams. An input the description makes an
// identifier ("the unit number of the property") takes none.
func TestFillUnitOfMeasure(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "value", Type: "number", Required: true, Description: "Quantity to convert"},
		{Name: "from_unit", Type: "string", Required: true, Description: "Unit to convert from"},
		{Name: "to_unit", Type: "string", Required: true, Description: "Unit to convert to"}}
	wantChoice(t, "from_unit", fill(g, "What is 350 grams in ounces?", in, map[string]any{"value": json.Number("350"), "to_unit": "ounces"}, "from_unit", Sequence{}), "grams")
	flat := []Input{{Name: "unit", Type: "string", Required: true, Description: "the unit number of the property"},
		{Name: "area", Type: "number", Required: true, Description: "area in square meters"}}
	if ch := fill(g, "Find a tenant for unit A101 with a total area of 100 square meters.", flat, map[string]any{"area": json.Number("100")}, "unit", Sequence{}); !ch.Found || ch.Value != "A101" {
		r := g.Read("Find a tenant for unit A101 with a total area of 100 square meters.")
		t.Errorf("unit = %v (found %v), want A101\n%s", ch.Value, ch.Found, r.Explain(Call{Tool: "find_tenant", Inputs: flat, Args: map[string]any{"area": json.Number("100")}, Open: []string{"unit"}}, Sequence{}, "unit"))
	}
}

// A rate's quantity fits an input of that rate with its period unsaid:
// "grows 2.3% a year" gives a growth rate "in percent per year".
func TestFillRateQuantity(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "initial_population", Type: "integer", Required: true, Description: "Population today"},
		{Name: "growth_rate", Type: "number", Required: true, Description: "Growth rate in percent per year"},
		{Name: "years", Type: "integer", Required: true, Description: "Number of years"}}
	args := map[string]any{"initial_population": json.Number("45000"), "years": json.Number("15")}
	wantChoice(t, "growth_rate", fill(g, "A town of 45,000 people grows 2.3% a year. What will its population be in 15 years?", in, args, "growth_rate", Sequence{}), "2.3")
}

// A currency the request names is a currency input's member, written as
// its ISO 4217 code where the input takes a code (Lexicon.CurrencyCodes):
// "Japanese yen" is JPY, "dollars" USD; the euros another argument has
// are not the other side's.
func TestFillCurrencyName(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "amount", Type: "number", Required: true, Description: "Amount of money"},
		{Name: "from_currency", Type: "string", Required: true, Description: "ISO currency code to convert from, such as USD"},
		{Name: "to_currency", Type: "string", Required: true, Description: "ISO currency code to convert to"}}
	wantChoice(t, "to_currency", fill(g, "How much is 250 euros in Japanese yen?", in, map[string]any{"amount": json.Number("250"), "from_currency": "EUR"}, "to_currency", Sequence{}), "JPY")
	wantChoice(t, "from_currency", fill(g, "Then convert the final amount from dollars to euros.", in, map[string]any{"amount": "$var1.final_amount$", "to_currency": "EUR"}, "from_currency", Sequence{}), "USD")
	// a one-word name whose description says currency code
	rate := []Input{{Name: "base", Type: "string", Required: true, Description: "Base currency code, e.g. USD"},
		{Name: "target", Type: "string", Required: true, Description: "Target currency code"}}
	wantChoice(t, "target", fill(g, "What's the exchange rate from US dollars to yen right now?", rate, map[string]any{"base": "USD"}, "target", Sequence{}), "JPY")
	// a code the request writes is a currency code's kind
	wantChoice(t, "base", fill(g, "What's the EUR to INR rate today?", rate, map[string]any{"target": "INR"}, "base", Sequence{}), "EUR")
	// a description that names a code, as an example, asks for codes
	pay := []Input{{Name: "currency", Type: "string", Required: true, Description: "Currency to pay in, such as USD"}}
	wantChoice(t, "currency", fill(g, "Pay the invoice in Swiss francs.", pay, nil, "currency", Sequence{}), "CHF")
	// a coin is a currency too, its symbol its code
	coin := []Input{{Name: "coin", Type: "string", Required: true, Description: "Coin symbol, such as BTC"}, {Name: "vs_currency", Type: "string", Description: "Currency code to quote in, such as USD"}}
	wantChoice(t, "coin", fill(g, "What is Ethereum trading at in euros?", coin, map[string]any{"vs_currency": "EUR"}, "coin", Sequence{}), "ETH")
	// a currency whose form nothing says is asked ("EUR", "Euro" or
	// "euros"?)
	named := []Input{{Name: "to", Type: "string", Required: true, Description: "The currency to convert to"}}
	if ch := fill(g, "Convert it to euros.", named, nil, "to", Sequence{}); ch.Found {
		t.Errorf("to = %v, want an ask", ch.Value)
	}
}

// A country the request names is written as its ISO 3166-1 alpha-2 code
// where the input takes a code (Lexicon.CountryCodes), in lowercase where
// the sequence writes the input so; an input that takes a country's name
// keeps the name.
func TestFillCountryCode(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct {
		request, desc string
		seq           Sequence
		want          string
	}{
		{"Find sports news in the UK and get top posts related to sports.", "Region for the search results (e.g., 'US', 'GB', 'CA')", Sequence{}, "GB"},
		{"Get the latest updates on politics in India.", "Region for the search results (e.g., 'US', 'GB', 'CA')", Sequence{}, "IN"},
		{"Show me the top 5 trending gaming videos in Japan.", "Two-letter country code", Sequence{}, "JP"},
		{"Find running shoes sold in the United States.", "Country code of the region/country to return results for.",
			Sequence{Tools: []string{"product_offers"}, Uses: []Use{{Tool: "product_offers", Input: "region", Value: "us"}}}, "us"},
	} {
		in := []Input{{Name: "region", Type: "string", Required: true, Description: c.desc}}
		if ch := fill(g, c.request, in, nil, "region", c.seq); !ch.Found || ch.Value != c.want {
			t.Errorf("%q (%s): region = %v (found %v), want %s", c.request, c.desc, ch.Value, ch.Found, c.want)
		}
	}
	for _, c := range []struct{ request, desc, want string }{
		{"Which landmark is in France?", "the country where the city is located", "France"},
	} {
		in := []Input{{Name: "country", Type: "string", Required: true, Description: c.desc}}
		if ch := fill(g, c.request, in, nil, "country", Sequence{}); ch.Found && ch.Value != c.want {
			t.Errorf("%q (%s): country = %v, want %s or an ask", c.request, c.desc, ch.Value, c.want)
		}
	}
}

// Values of the kinds the lexicon names: a domain name for a domain (a
// kind hint), a date after "born" for a birth date (a synonym), a handle
// after an @ for a username (HandleWords, without its mark), the rooms of
// a home and exercises (value sets; a member that opens the sentence is
// written as the word is, "Swimming" is swimming), a camera named by the
// word before it (InstanceWords; but a camera_type is said whole).
func TestFillLexiconKinds(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct {
		request string
		in      Input
		want    any
	}{
		{"Look up the MX records for example.com.", Input{Name: "domain", Type: "string", Required: true, Description: "Domain name"}, "example.com"},
		{"How old is someone born on 1990-07-04?", Input{Name: "birthdate", Type: "string", Required: true, Description: "Birth date, YYYY-MM-DD"}, "1990-07-04"},
		{"Fetch the latest 20 tweets from @nasa.", Input{Name: "username", Type: "string", Required: true, Description: "Handle"}, "nasa"},
		{"Swimming 30 min, I'm 60 kilos. How many calories is that?", Input{Name: "activity", Type: "string", Required: true, Description: "Activity, such as running or cycling"}, "swimming"},
		{"Take a snapshot from the driveway camera", Input{Name: "camera", Type: "string", Required: true, Description: "Camera name"}, "driveway"},
	} {
		if ch := fill(g, c.request, []Input{c.in}, nil, c.in.Name, Sequence{}); !ch.Found || ch.Value != c.want {
			t.Errorf("%q: %s = %v (found %v), want %v", c.request, c.in.Name, ch.Value, ch.Found, c.want)
		}
	}
	lights := []Input{{Name: "room", Type: "string", Required: true, Description: "Room"}, {Name: "brightness", Type: "integer", Description: "Brightness in percent, 0-100"}}
	wantChoice(t, "room", fill(g, "Dim the kitchen lights to 30%", lights, map[string]any{"brightness": json.Number("30")}, "room", Sequence{}), "kitchen")
	kind := Input{Name: "camera_type", Type: "string", Required: true, Description: "type of camera to use"}
	if ch := fill(g, "Capture an image with a smartphone camera at high resolution.", []Input{kind}, nil, kind.Name, Sequence{}); ch.Found && ch.Value == "smartphone" {
		t.Errorf("camera_type = smartphone, want the whole kind or an ask")
	}
}

// A barcode is an identifier: a long number is its value, as a text.
func TestFillBarcode(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "barcode", Type: "string", Required: true, Description: "Book barcode"}, {Name: "weeks", Type: "integer", Description: "How many weeks"}}
	wantChoice(t, "barcode", fill(g, "Renew the book with barcode 31234000567812 for 2 weeks", in, map[string]any{"weeks": json.Number("2")}, "barcode", Sequence{}), "31234000567812")
}

// A month of a year for an input whose description asks for YYYY-MM.
func TestFillYearMonth(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "category", Type: "string", Required: true, Description: "Spending category"}, {Name: "month", Type: "string", Required: true, Description: "Month, YYYY-MM"}}
	wantChoice(t, "month", fill(g, "How much did I spend on groceries in 2025-01?", in, map[string]any{"category": "groceries"}, "month", Sequence{}), "2025-01")
}

// A text input whose description gives a quantity with its unit as an
// example takes one as written: "500 mg" for a dose "such as 500 mg". A
// one-letter unit counts in lowercase only ("4G or 5G" are no grams), and
// a quantity that opens a longer example ("100lb gloss") is none.
func TestFillQuantityText(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "medication", Type: "string", Required: true, Description: "Medication name"},
		{Name: "dose", Type: "string", Required: true, Description: "Dose, such as 500 mg"}}
	wantChoice(t, "dose", fill(g, "Remind me to take 500 mg of amoxicillin at 08:00", in, map[string]any{"medication": "amoxicillin"}, "dose", Sequence{}), "500 mg")
	// a quantity that opens a longer example is no quantity to take alone:
	// "20lb" is no paper stock, "20lb bond" is (quantityOpens; an ask
	// before stop 73)
	paper := []Input{{Name: "file_id", Type: "string", Required: true}, {Name: "paper", Type: "string", Required: true, Description: "Paper stock, e.g. 100lb gloss"}}
	wantChoice(t, "paper", fill(g, "Quote F-3310 in black and white, 1,000 copies, 20lb bond.", paper, map[string]any{"file_id": "F-3310"}, "paper", Sequence{}), "20lb bond")
	machine := []Input{requiredString("site", "Site address"), requiredString("machine", "Machine, e.g. 1.5t mini digger")}
	wantChoice(t, "machine", fill(g, "Send a 3t tracked dumper to 4 Mill Lane, Chard", machine, map[string]any{"site": "4 Mill Lane, Chard"}, "machine", Sequence{}), "3t tracked dumper")
	wantChoice(t, "machine", fill(g, "Send the 2.5t to 4 Mill Lane, Chard", machine, map[string]any{"site": "4 Mill Lane, Chard"}, "machine", Sequence{}), nil) // (no code of the example's shape)
	for desc, want := range map[string]bool{"Dose, such as 500 mg": true, `the timeframe, e.g., "12h" for the last 12 hours`: true, "the type of network, like 4G or 5G": false, "Number of days, 1-10": false,
		"Paper stock, e.g. 100lb gloss": false, "Dose, e.g. 5 ml or 1 tsp": true} {
		if got, _, _ := g.examples(desc); got != want {
			t.Errorf("examples(%q) quantity = %v, want %v", desc, got, want)
		}
	}
}

// A yes-or-no input's word undone ("unlock" for locked) says no.
func TestFillFlagUndone(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "door", Type: "string", Required: true, Description: "Which door"}, {Name: "locked", Type: "boolean", Required: true, Description: "Lock (true) or unlock (false)"}}
	if ch := fill(g, "unlock the back door please", in, map[string]any{"door": "back door"}, "locked", Sequence{}); !ch.Found || ch.Value != false {
		t.Errorf("locked = %v (found %v), want false", ch.Value, ch.Found)
	}
	if ch := fill(g, "Lock the front door", in, map[string]any{"door": "front door"}, "locked", Sequence{}); !ch.Found || ch.Value != true {
		t.Errorf("locked = %v (found %v), want true", ch.Value, ch.Found)
	}
}

// A request that names a yes-or-no input's word and its undoing both
// ("veg and non-veg") gives no answer; either alone does.
func TestFillFlagConflict(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "booking_no", Type: "string", Required: true}, {Name: "plates", Type: "integer", Required: true}, {Name: "veg_only", Type: "boolean", Required: true, Description: "Vegetarian only"}}
	args := map[string]any{"booking_no": "HB-2215", "plates": json.Number("120")}
	if ch := fill(g, "catering for HB-2215, 120 plates, veg and non-veg both", in, args, "veg_only", Sequence{}); ch.Found {
		t.Errorf("veg and non-veg: veg_only = %v, want nothing", ch.Value)
	}
	if ch := fill(g, "catering for HB-2215, 120 plates, non-veg", in, args, "veg_only", Sequence{}); !ch.Found || ch.Value != false {
		t.Errorf("non-veg: veg_only = %v (found %v), want false", ch.Value, ch.Found)
	}
	if ch := fill(g, "catering for HB-2215, 120 plates, pure veg", in, args, "veg_only", Sequence{}); !ch.Found || ch.Value != true {
		t.Errorf("pure veg: veg_only = %v (found %v), want true", ch.Value, ch.Found)
	}
}

// A size written apart gives its first number the unit after the last:
// "14 x 11.5 feet" is 14 feet by 11.5 (the 11.5 alone was measured, and
// taken for the length); "118 by three weeks" is no size.
func TestReadSizeUnits(t *testing.T) {
	g := New(Config{})
	unitOf := func(req, num string) string {
		for _, c := range g.Read(req).Candidates() {
			if c.Kind == Number && c.Text == num {
				return c.Unit
			}
		}
		return "none"
	}
	for req, num := range map[string]string{"kitchen is 14 x 11.5 feet": "14", "the master bath, 9.5 by 7 ft, then": "9.5", "an 8 × 10 inch print": "8"} {
		if u := unitOf(req, num); u == "" || u == "none" || u == "x" {
			t.Errorf("%q: %s has unit %q", req, num, u)
		}
	}
	if u := unitOf("Extend item 39002 005 118 by three weeks", "118"); u != "" {
		t.Errorf("118 by three weeks: unit %q", u)
	}
	in := []Input{requiredString("room", "Room"), {Name: "length_ft", Type: "number", Required: true, Description: "Length in feet"}, {Name: "width_ft", Type: "number", Required: true, Description: "Width in feet"}}
	if ch := g.Read("kitchen is 14 x 11.5 feet - measure it").Fill(Call{Tool: "measure_room", Inputs: in, Args: map[string]any{"room": "kitchen"}, Open: []string{"length_ft", "width_ft"}}, Sequence{}); ch[0].Found && fmt.Sprint(ch[0].Value) == "11.5" {
		t.Errorf("length_ft = 11.5, the width")
	}
}

// A measure another call gives an input of the same name is that call's
// where this call's own clause states another: "short ribs at 155 F for
// 24 hours then add 4 hours more" cooks 24 hours (the 4 hours agreed
// with add_time's minutes, an ask).
func TestFillMeasureOfOwnClause(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "temp_f", Type: "number", Required: true, Description: "Water temperature in Fahrenheit"}, {Name: "minutes", Type: "integer", Required: true, Description: "Cook time in minutes"}, requiredString("food", "What is cooking")}
	seq := Sequence{Tools: []string{"add_time"}, Uses: []Use{{Tool: "add_time", Input: "minutes", Value: json.Number("240")}}}
	ch := g.Read("short ribs at 155 F for 24 hours then add 4 hours more").Fill(Call{Tool: "start_cook", Inputs: in, Args: map[string]any{"temp_f": json.Number("155"), "food": "short ribs"}, Open: []string{"minutes"}}, seq)[0]
	if fmt.Sprint(ch.Value) != "1440" {
		t.Errorf("minutes = %v (found %v), want 1440", ch.Value, ch.Found)
	}
}

// A time word the request capitalizes beside another capitalized word is
// a name's word ("The Midnight Owls" was read as "Midnight Owls" and
// 00:00); "at midnight" is still a time.
func TestReadTimeWordInName(t *testing.T) {
	g := New(Config{})
	has := func(req string, k Kind, text string) bool {
		return slices.ContainsFunc(g.Read(req).Candidates(), func(c Candidate) bool { return c.Kind == k && c.Text == text })
	}
	if !has("Publish the lineup with The Midnight Owls as the headliner on 2026-04-01.", Name, "The Midnight Owls") {
		t.Error("no name The Midnight Owls")
	}
	if !has("Meet me at midnight by the pier.", Time, "midnight") {
		t.Error("at midnight: no time")
	}
}

// "sixty-second" before a plural is a measure, 60 seconds ("20
// sixty-second spots" read 62 spots); before a singular, an ordinal.
func TestReadSecondsCompound(t *testing.T) {
	g := New(Config{})
	has := func(req, text, value string) bool {
		return slices.ContainsFunc(g.Read(req).Candidates(), func(c Candidate) bool {
			return c.Kind == Number && c.Text == text && fmt.Sprint(c.Value) == value
		})
	}
	if !has("20 sixty-second spots on WNYC", "sixty-second", "60") {
		t.Error("sixty-second spots: no 60")
	}
	if !has("the twenty-second floor", "twenty-second", "22") {
		t.Error("the twenty-second floor: no 22")
	}
}

// A reply's quoted history ("> ...") holds the state the reply answers: a
// value of the kind the reply's own lines give is the one asked for (the
// quoted 2026-04-09 was taken for the new date); where the reply's lines
// give none, the quoted value stands ("Refund this one:" over a quoted
// order).
func TestFillQuotedHistory(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "visit_id", Type: "string", Required: true, Description: "Visit ID"}, {Name: "date", Type: "string", Required: true, Description: "New date, YYYY-MM-DD"}}
	req := "Yes, please move it to 2026-04-14 instead.\n\n> On Mar 30, Rivera Plumbing wrote:\n> Your visit PV-5520 is set for 2026-04-09."
	if ch := fill(g, req, in, map[string]any{"visit_id": "PV-5520"}, "date", Sequence{}); ch.Value == "2026-04-09" {
		t.Errorf("date = %v, the quoted one", ch.Value)
	}
	wantChoice(t, "quoted id", fill(g, req, in, map[string]any{"date": "2026-04-14"}, "visit_id", Sequence{}), "PV-5520")
	refund := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "amount", Type: "number", Required: true, Description: "Refund amount"}}
	if ch := fill(g, "Refund this one:\n> Order #A-55102 arrived broken, I paid $42.80.\n> - Sam", refund, map[string]any{"order_id": "A-55102"}, "amount", Sequence{}); fmt.Sprint(ch.Value) != "42.8" {
		t.Errorf("amount = %v, want the quoted 42.8 as the best candidate", ch.Value)
	}
}

// A member after "can't" is none the request wants ("shred FD-8650, it's
// a passport copy, can't donate" gave donate); a flag's mention after
// "not" holds the negation as its value, and is no negated value to drop
// ("pesticides panel, not rush" was asked).
func TestFillNegatorsContracted(t *testing.T) {
	g := New(Config{})
	dispose := []Input{{Name: "found_id", Type: "string", Required: true, Description: "Found ID"}, {Name: "method", Type: "string", Required: true, Enum: []any{"donate", "recycle", "destroy"}}}
	if ch := fill(g, "shred FD-8650 (it's a passport copy, can't donate)", dispose, map[string]any{"found_id": "FD-8650"}, "method", Sequence{}); ch.Found {
		t.Errorf("method = %v, want nothing: donate is negated", ch.Value)
	}
	intake := []Input{{Name: "intake_id", Type: "string", Required: true, Description: "Intake ID"}, {Name: "panel", Type: "string", Required: true, Enum: []any{"pesticides", "metals"}}, {Name: "rush", Type: "boolean", Required: true, Description: "Rush processing"}}
	if ch := fill(g, "Intake IN-3300: pesticides panel, not rush.", intake, map[string]any{"intake_id": "IN-3300", "panel": "pesticides"}, "rush", Sequence{}); !ch.Found || ch.Value != false {
		t.Errorf("rush = %v (found %v), want false", ch.Value, ch.Found)
	}
}

// A one-word yes-or-no input is named by its word written apart ("on
// site" for onsite), and not by a word that only begins it ("on").
func TestFillFlagSplitWord(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "language", Type: "string", Required: true, Enum: []any{"ASL", "Somali"}}, {Name: "onsite", Type: "boolean", Required: true, Description: "On site (false means video)"}}
	args := map[string]any{"language": "Somali"}
	if ch := fill(g, "Somali interpreter for 3 hours on site please", in, args, "onsite", Sequence{}); !ch.Found || ch.Value != true {
		t.Errorf("onsite = %v (found %v), want true", ch.Value, ch.Found)
	}
	if ch := fill(g, "Somali interpreter on the phone for 3 hours", in, args, "onsite", Sequence{}); ch.Found {
		t.Errorf("onsite = %v, want nothing: no site named", ch.Value)
	}
}

// Two days of one month written as a range are two dates, the first
// taking the month and year written once for both ("3 to 7 March 2025",
// "Apr 10-14, 2025"); a number alone is no value of a date whose
// description states its form (the 3 of "from 3 to 7 March" is no
// check-in YYYY-MM-DD).
func TestFillDayRange(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "city", Type: "string", Required: true}, {Name: "check_in", Type: "string", Required: true, Description: "Check-in date, YYYY-MM-DD"},
		{Name: "check_out", Type: "string", Required: true, Description: "Check-out date, YYYY-MM-DD"}}
	for _, tc := range []struct{ request, in, out string }{
		{"Book a hotel in Lisbon from 3 to 7 March 2025 for 2 guests", "2025-03-03", "2025-03-07"},
		{"Hotel in Kyoto, Apr 10-14, 2025", "2025-04-10", "2025-04-14"},
		{"A room in Oslo between 5 and 9 May 2025", "2025-05-05", "2025-05-09"},
		{"Oslo, from the 3rd to the 7th of March 2025", "2025-03-03", "2025-03-07"},
		{"Oslo 10–14 April 2025", "2025-04-10", "2025-04-14"},
		{"Oslo, Feb 3 to 9, 2025", "2025-02-03", "2025-02-09"},
	} {
		ch := g.Read(tc.request).Fill(Call{Tool: "book_stay", Inputs: in, Args: map[string]any{}, Open: []string{"check_in", "check_out"}}, Sequence{})
		wantChoice(t, tc.request+": check_in", ch[0], tc.in)
		wantChoice(t, tc.request+": check_out", ch[1], tc.out)
	}
	wantChoice(t, "a number alone", fill(g, "Lisbon, check in 3, check out 2025-03-07", in, map[string]any{"city": "Lisbon", "check_out": "2025-03-07"}, "check_in", Sequence{}), nil)
	// no range: a count before a date, a later day first
	for _, q := range []string{"Book 2 to 4 rooms in Oslo on 7 March 2025", "Oslo from 9 to 7 March 2025"} {
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Date && c.Text != "7 March 2025" {
				t.Errorf("%q: date %q", q, c.Text)
			}
		}
	}
}

// A coordinate written with its hemisphere's letter is signed by it
// (Lexicon.Hemispheres: "74.0060° W" is -74.006, "34.05 S" -34.05), a
// number after a minus word is negative ("minus 25"; not "10 minus 3"),
// "45 degrees C" is a temperature whose letter is no name, and a
// latitude takes no distance ("radius 1 km"; UnitClasses' angle).
func TestFillSignedCoordinates(t *testing.T) {
	g := New(Config{})
	geo := []Input{{Name: "latitude", Type: "number", Required: true, Description: "Latitude in decimal degrees"},
		{Name: "longitude", Type: "number", Required: true, Description: "Longitude in decimal degrees"}}
	for _, tc := range []struct {
		request  string
		lat, lon string
	}{
		{"Weather at 40.7128° N, 74.0060° W, 5 days please", "40.7128", "-74.006"},
		{"Any gas stations around 34.05 S 18.47 E?", "-34.05", "18.47"},
		{"Forecast for 33.87°S, 151.21°E", "-33.87", "151.21"},
	} {
		ch := g.Read(tc.request).Fill(Call{Tool: "forecast", Inputs: geo, Args: map[string]any{}, Open: []string{"latitude", "longitude"}}, Sequence{})
		wantChoice(t, tc.request+": latitude", ch[0], json.Number(tc.lat))
		wantChoice(t, tc.request+": longitude", ch[1], json.Number(tc.lon))
	}
	near := []Input{{Name: "lat", Type: "number", Required: true, Description: "Latitude"}, {Name: "lon", Type: "number", Required: true, Description: "Longitude"},
		{Name: "radius_m", Type: "integer", Description: "Search radius in meters"}}
	wantChoice(t, "lat beside a radius", fill(g, "cafes near (51.5072, -0.1276), radius 1 km", near, map[string]any{"lon": json.Number("-0.1276"), "radius_m": json.Number("1000")}, "lat", Sequence{}), json.Number("51.5072"))
	alert := []Input{{Name: "city", Type: "string", Required: true}, {Name: "threshold_c", Type: "number", Required: true, Description: "Temperature threshold in Celsius"}}
	wantChoice(t, "minus", fill(g, "Set an alert for Winnipeg below minus 25 Celsius", alert, map[string]any{"city": "Winnipeg"}, "threshold_c", Sequence{}), json.Number("-25"))
	for _, c := range g.Read("Tell me when Phoenix goes above 45 degrees C").Candidates() {
		if c.Text == "C" {
			t.Errorf("45 degrees C: a candidate %s %q", c.Kind, c.Text)
		}
	}
	calc := []Input{{Name: "a", Type: "number", Required: true}, {Name: "b", Type: "number", Required: true}}
	wantChoice(t, "a difference", fill(g, "What is 10 minus 3?", calc, map[string]any{"a": json.Number("10")}, "b", Sequence{}), json.Number("3"))
	for _, q := range []string{"Room 5 E please", "a 2.5 S battery pack"} {
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Number && strings.HasPrefix(fmt.Sprint(c.Value), "-") {
				t.Errorf("%q: %v, signed", q, c.Value)
			}
		}
	}
}

// Values said aloud, as a transcript writes them: an address spelled with
// its marks in words ("kim at kimlee dot dev"; Lexicon.SpokenMarks) and a
// phone number digit by digit, its groups as commas part them
// (Lexicon.DigitWords). Words that only look like them are none.
func TestFillSpokenValues(t *testing.T) {
	g := New(Config{})
	mail := []Input{{Name: "to", Type: "string", Required: true, Description: "Recipient e-mail address"}, {Name: "subject", Type: "string", Required: true}}
	wantChoice(t, "to", fill(g, "write to kim at kimlee dot dev, subject: invoice 42", mail, map[string]any{"subject": "invoice 42"}, "to", Sequence{}), "kim@kimlee.dev")
	wantChoice(t, "dotted", fill(g, "email john dot smith at gmail dot com subject lunch", mail, map[string]any{"subject": "lunch"}, "to", Sequence{}), "john.smith@gmail.com")
	phone := []Input{{Name: "phone", Type: "string", Required: true, Description: "Phone number"}}
	wantChoice(t, "groups", fill(g, "call five five five, one two three, four five six seven", phone, nil, "phone", Sequence{}), "555-123-4567")
	wantChoice(t, "plus", fill(g, "please call plus four four seven nine one one one two three four five six", phone, nil, "phone", Sequence{}), "+447911123456")
	for _, q := range []string{"meet me at home dot", "dinner at Nopa at eight", "I have one two three four five", "lunch at noon dot"} {
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Email || c.Kind == Code {
				t.Errorf("%q: %s %q", q, c.Kind, c.Text)
			}
		}
	}
}

// A tag after a # is the value of an input that takes tags
// (Lexicon.TagWords), without its mark unless the description writes one
// with it; tags written one after another are one list.
func TestFillTags(t *testing.T) {
	g := New(Config{})
	one := []Input{{Name: "hashtag", Type: "string", Required: true, Description: "Hashtag without the #"}, {Name: "days", Type: "integer", Required: true}}
	wantChoice(t, "hashtag", fill(g, "How many times was #WorldCup mentioned in the last 7 days?", one, map[string]any{"days": json.Number("7")}, "hashtag", Sequence{}), "WorldCup")
	marked := []Input{{Name: "hashtag", Type: "string", Required: true, Description: "A hashtag, e.g. #launch"}}
	wantChoice(t, "marked", fill(g, "Count #blackfriday mentions", marked, nil, "hashtag", Sequence{}), "#blackfriday")
	list := []Input{{Name: "title", Type: "string", Required: true}, {Name: "tags", Type: "array", Items: "string", Required: true, Description: "Tags"}}
	wantChoice(t, "tags", fill(g, "New post 'Why we moved to Go' tagged #golang #backend #migration", list, map[string]any{"title": "Why we moved to Go"}, "tags", Sequence{}), []any{"golang", "backend", "migration"})
}

// Ordinals in words: a day of a month after "the" ("the twenty-third of
// May 2025"; "a third of May's sales" is no date), and for an input that
// takes a place in an order (Lexicon.RankInputs) an ordinal or a number
// after a rank cue ("number one") is no weak number word.
func TestFillOrdinalWords(t *testing.T) {
	g := New(Config{})
	meet := []Input{{Name: "title", Type: "string", Required: true}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	wantChoice(t, "day in words", fill(g, "Schedule the budget review on the twenty-third of May 2025 at 10:00", meet, map[string]any{"title": "budget review"}, "date", Sequence{}), "2025-05-23")
	for _, c := range g.Read("Cut a third of May's sales").Candidates() {
		if c.Kind == Date {
			t.Errorf("a third of May's: date %q", c.Text)
		}
	}
	rank := []Input{{Name: "item", Type: "string", Required: true}, {Name: "position", Type: "integer", Required: true, Description: "Position, 1 is the top"}}
	wantChoice(t, "second", fill(g, "Rank Amélie second", rank, map[string]any{"item": "Amélie"}, "position", Sequence{}), json.Number("2"))
	wantChoice(t, "number one", fill(g, "Make Dune number one", rank, map[string]any{"item": "Dune"}, "position", Sequence{}), json.Number("1"))
	wantChoice(t, "twenty-third", fill(g, "Move Heat to twenty-third", rank, map[string]any{"item": "Heat"}, "position", Sequence{}), json.Number("23"))
}

// Money as people say it: "bucks" and "quid" are money (UnitClasses),
// "12 grand" is 12000 (Scales), and a number word with a unit of a known
// class is no weak number word ("a hundred bucks", "over one day").
func TestFillMoneySlang(t *testing.T) {
	g := New(Config{})
	pay := []Input{{Name: "recipient", Type: "string", Required: true}, {Name: "amount", Type: "number", Required: true, Description: "Amount in USD"}}
	wantChoice(t, "bucks", fill(g, "Send Tom a hundred bucks", pay, map[string]any{"recipient": "Tom"}, "amount", Sequence{}), json.Number("100"))
	wantChoice(t, "fifty bucks", fill(g, "Send Jake fifty bucks for pizza", pay, map[string]any{"recipient": "Jake"}, "amount", Sequence{}), json.Number("50"))
	car := []Input{{Name: "model", Type: "string", Required: true}, {Name: "price", Type: "number", Required: true, Description: "Asking price in USD"}}
	wantChoice(t, "grand", fill(g, "List my Civic for 12 grand", car, map[string]any{"model": "Civic"}, "price", Sequence{}), json.Number("12000"))
}

// A ratio of two whole numbers is read as written ("16:9", "1:3"), and an
// input whose description's example has its shape takes it; a time's
// minutes are two digits ("16:10" stays a time).
func TestFillRatio(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "image", Type: "string", Required: true}, {Name: "aspect_ratio", Type: "string", Required: true, Description: "Aspect ratio, e.g. 4:3"}}
	wantChoice(t, "16:9", fill(g, "Resize banner.png to 16:9", in, map[string]any{"image": "banner.png"}, "aspect_ratio", Sequence{}), "16:9")
	for _, c := range g.Read("Meet at 16:10").Candidates() {
		if c.Kind != Time {
			t.Errorf("16:10: %s %q", c.Kind, c.Text)
		}
	}
}

// A time zone's abbreviation is a member of the time zones' value set
// (Lexicon.ValueSets): "noon UTC" for a timezone, "8am PST to GMT" for a
// conversion's two zones.
func TestFillTimeZone(t *testing.T) {
	g := New(Config{})
	call := []Input{{Name: "contact", Type: "string", Required: true}, {Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}, {Name: "timezone", Type: "string", Required: true, Description: "Time zone"}}
	wantChoice(t, "UTC", fill(g, "ping Ana at noon UTC", call, map[string]any{"contact": "Ana", "time": "12:00"}, "timezone", Sequence{}), "UTC")
	conv := []Input{{Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}, {Name: "from_zone", Type: "string", Required: true}, {Name: "to_zone", Type: "string", Required: true}}
	wantChoice(t, "from", fill(g, "Convert 8am PST to GMT", conv, map[string]any{"time": "08:00", "to_zone": "GMT"}, "from_zone", Sequence{}), "PST")
}

// Words that name an enum's member written otherwise are its mentions
// (Lexicon.EnumAliases: "small" for S, "extra large" for XL), and a
// mention inside a longer one of another member is none: the "large" of
// "extra large" names no L.
func TestFillEnumAliases(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "style", Type: "string", Required: true}, {Name: "size", Type: "string", Required: true, Enum: []any{"XS", "S", "M", "L", "XL", "XXL"}}}
	wantChoice(t, "small", fill(g, "Flannel shirt, size small, x3", in, map[string]any{"style": "flannel"}, "size", Sequence{}), "S")
	wantChoice(t, "extra large", fill(g, "One linen shirt, extra large", in, map[string]any{"style": "linen"}, "size", Sequence{}), "XL")
	seat := []Input{{Name: "cabin", Type: "string", Required: true, Enum: []any{"economy", "premium economy", "business"}}}
	wantChoice(t, "premium economy", fill(g, "Book premium economy to Oslo", seat, nil, "cabin", Sequence{}), "premium economy")
	// a weekday's name for its abbreviation, and the other way
	week := []string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
	days := []Input{{Name: "class_name", Type: "string", Required: true}, {Name: "days", Type: "array", Required: true, Items: "string", ItemEnum: []any{}}}
	for _, d := range week {
		days[1].ItemEnum = append(days[1].ItemEnum, d)
	}
	if ch := fill(g, "Schedule Zumba on Wednesday and Sunday at 17:00", days, map[string]any{"class_name": "Zumba"}, "days", Sequence{}); !ch.Found || fmt.Sprint(ch.Value) != "[Wed Sun]" {
		t.Errorf("days = %v (found %v), want [Wed Sun]", ch.Value, ch.Found)
	}
	day := []Input{{Name: "day", Type: "string", Required: true, Enum: []any{"monday", "tuesday", "wednesday", "thursday", "friday"}}}
	wantChoice(t, "Thu", fill(g, "Move standup to Thu", day, nil, "day", Sequence{}), "thursday")
}

// A name that runs on through a number another argument takes holds that
// argument's value: "Lena 35.50" is no recipient when the amount is 35.5
// ("Lena" alone is not read as a rival; the input asks), and "PR 482" no
// repository when the pull request's number is 482.
func TestFillNameHoldsUsedNumber(t *testing.T) {
	g := New(Config{})
	pay := []Input{{Name: "recipient", Type: "string", Required: true, Description: "Recipient's name"}, {Name: "amount", Type: "number", Required: true}}
	if ch := fill(g, "Pay back Lena 35.50 for the tickets", pay, map[string]any{"amount": json.Number("35.5")}, "recipient", Sequence{}); ch.Found && ch.Value == "Lena 35.50" {
		t.Errorf("recipient = %v", ch.Value)
	}
	pr := []Input{{Name: "repo", Type: "string", Required: true}, {Name: "pr_number", Type: "integer", Required: true}}
	wantChoice(t, "repo", fill(g, "Ask carol to review PR 482 in the billing repo", pr, map[string]any{"pr_number": json.Number("482")}, "repo", Sequence{}), "billing")
}

// A measure of two units of one class, the second the smaller, is one
// number ("5 ft 11 in" is 71 inches, 180.34 cm; "45min and 30s" 45.5
// minutes); a second number of another class is apart ("10 km 5
// minutes").
func TestFillCompoundMeasure(t *testing.T) {
	g := New(Config{})
	body := []Input{{Name: "height_cm", Type: "number", Required: true, Description: "Height in centimeters"}, {Name: "weight_kg", Type: "number", Required: true, Description: "Weight in kilograms"}}
	wantChoice(t, "ft in", fill(g, "Log me at 5 ft 11 in and 180 lb", body, map[string]any{"weight_kg": json.Number("81.65")}, "height_cm", Sequence{}), json.Number("180.34"))
	talk := []Input{{Name: "speaker1", Type: "string", Required: true}, {Name: "duration", Type: "number", Required: true, Description: "Duration in minutes"}}
	wantChoice(t, "min and s", fill(g, "Please document a 45min and 30s interaction with Alice.", talk, map[string]any{"speaker1": "Alice"}, "duration", Sequence{}), json.Number("45.5"))
	for _, c := range g.Read("run 10 km 5 minutes").Candidates() {
		if c.Kind == Number && c.Text == "10" && fmt.Sprint(c.Value) != "10" {
			t.Errorf("10 km 5 minutes: %v %s", c.Value, c.Unit)
		}
	}
}

// Dates said relative to a date the request states as today's
// (Lexicon.AnchorCues, RelativeDays, NextWords); that date is no value
// itself; nothing is resolved without it (no clock), and "effective as of"
// states no today.
func TestFillRelativeDates(t *testing.T) {
	g := New(Config{})
	table := []Input{{Name: "restaurant", Type: "string", Required: true}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	for _, tc := range []struct{ request, want string }{
		{"Today is 2025-03-03. Book Nopa for tomorrow.", "2025-03-04"},
		{"Today: 2025-12-30. Table at Nopa the day after tomorrow.", "2026-01-01"},
		{"Today is Thursday 2025-07-17. Book Nopa on Saturday.", "2025-07-19"},
		{"Today is Monday, 2025-09-01. Nopa next Wednesday.", "2025-09-10"},
		{"Now: 2025-10-31 09:00. Nopa next Monday.", "2025-11-03"},
		{"today=2025-04-01; Nopa in a week", "2025-04-08"},
		{"Date today is 2025-02-27. Nopa in 3 days.", "2025-03-02"},
		{"Today is 2025-08-20. Book Nopa today.", "2025-08-20"},
		{"(current date: 2025-06-10) Book Nopa by Friday.", "2025-06-13"},
	} {
		wantChoice(t, tc.request, fill(g, tc.request, table, map[string]any{"restaurant": "Nopa"}, "date", Sequence{}), tc.want)
	}
	wantChoice(t, "no day said", fill(g, "Today is 2025-03-03. Book Nopa.", table, map[string]any{"restaurant": "Nopa"}, "date", Sequence{}), nil)
	wantChoice(t, "no today", fill(g, "Book Nopa for tomorrow.", table, map[string]any{"restaurant": "Nopa"}, "date", Sequence{}), nil)
	contract := []Input{{Name: "party", Type: "string", Required: true}, {Name: "effective_date", Type: "string", Required: true, Description: "YYYY-MM-DD"}}
	wantChoice(t, "effective as of", fill(g, "Draft an agreement with Globex LLC, effective as of 2025-02-01.", contract, map[string]any{"party": "Globex LLC"}, "effective_date", Sequence{}), "2025-02-01")
	// a bracketed preamble that opens the request ends its sentence: the
	// capitalized word after it opens the next
	task := []Input{{Name: "task", Type: "string", Required: true, Description: "Task name"}, {Name: "due_date", Type: "string", Required: true, Description: "Due date, YYYY-MM-DD"}}
	if ch := fill(g, "(current date: 2025-06-10) Finish the report by Friday.", task, map[string]any{"due_date": "2025-06-13"}, "task", Sequence{}); ch.Found && ch.Value == "Finish" {
		t.Errorf("task = Finish")
	}
}

// A field's value ends at its sentence's end before a digit as before a
// capital ("To: the airport. 3 of us"), not at an abbreviation's period
// ("Ref: Policy No. 5521").
func TestFieldEndsAtSentence(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string]string{"Taxi please. From: Union Station. To: the airport. 3 of us.": "the airport", "Ref: Policy No. 5521\nPlease check it.": "Policy No. 5521"} {
		var texts []string
		for _, c := range g.Read(q).Candidates() {
			texts = append(texts, c.Text)
		}
		if !slices.Contains(texts, want) {
			t.Errorf("%q: candidates %q, want %q among them", q, texts, want)
		}
	}
}

// A numbered street's abbreviated street word ends its sentence at its
// period ("I'm at 500 Main St. Heading to Pier 39": no name "St.
// Heading"), the saint's does not ("St. Louis"); and a field whose label
// is an input's name speaks of the call ("Pickup: 1 Market St." after
// "Book a cab").
func TestStreetEndAndLabelAnchor(t *testing.T) {
	g := New(Config{})
	has := func(q, text string) bool {
		for _, c := range g.Read(q).Candidates() {
			if c.Text == text {
				return true
			}
		}
		return false
	}
	if !has("Need a ride. I'm at 500 Main St. Heading to Pier 39.", "500 Main St") || has("Need a ride. I'm at 500 Main St. Heading to Pier 39.", "St. Heading") {
		t.Errorf("500 Main St.: the address not read, or a name across its period")
	}
	if !has("Fly to St. Louis on Friday", "St. Louis") {
		t.Errorf("St. Louis: not read")
	}
	taxi := []Input{{Name: "pickup", Type: "string", Required: true, Description: "Pickup location"}, {Name: "destination", Type: "string", Required: true, Description: "Drop-off location"},
		{Name: "passengers", Type: "integer", Description: "Passengers"}}
	wantChoice(t, "label", fill(g, "Book a cab to Oakland Airport. Pickup: 1 Market St. Two passengers.", taxi, map[string]any{"destination": "Oakland Airport", "passengers": json.Number("2")}, "pickup", Sequence{}), "1 Market St")
}

// An enum's member said with a plural's or a verb's s is its mention ("If
// it snows" names snow), and no longer ending is ("move it to doing" names
// no todo).
func TestFillEnumPlural(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "city", Type: "string", Required: true}, {Name: "condition", Type: "string", Required: true, Description: "Weather condition", Enum: []any{"rain", "snow", "heat", "wind"}}}
	wantChoice(t, "snows", fill(g, "If it snows in Denver, remind me", in, map[string]any{"city": "Denver"}, "condition", Sequence{}), "snow")
	col := Input{Name: "column", Type: "string", Required: true, Enum: []any{"todo", "doing", "in review", "done"}}
	for _, c := range g.Read("Create a task 'Order team lunch' and then move it to doing").enumMentions(g.readInput(&col, nil)) {
		if c.Value != "doing" {
			t.Errorf("move it to doing: a mention of %v (%q)", c.Value, c.Text)
		}
	}
}

// Values in short forms: a URL without the marks a sentence puts after it
// ("(https://x.io)?"), dates as "20250418", "Thu 3/6/25" (a weekday makes
// a two-digit year a date's) and "Dec 1st '25", a name that stops before a
// date's weekday, a value said approximately ("3:15-ish", "noon-ish",
// "7ish pm"; Lexicon.ApproxSuffixes), and "3 dozen" (Lexicon.Multiples).
func TestReadShortForms(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string][]string{
		"Can you open (https://news.ycombinator.com)?": {"url:https://news.ycombinator.com"},
		"see https://en.wikipedia.org/wiki/Go_(game).": {"url:https://en.wikipedia.org/wiki/Go_(game)"},
		"Fly to Cairo 20250418":                        {"name:Cairo", "date:2025-04-18"},
		"Fly to Denver Thu 3/6/25":                     {"name:Denver", "date:2025-03-06"},
		"Add 'Dentist' on Dec 1st '25":                 {"date:2025-12-01"},
		"See Leo at 3:15-ish, or noon-ish, or 7ish pm": {"time:03:15", "time:12:00", "time:19:00"},
		"3 dozen rivets":                               {"number:36"},
	} {
		got := candidateValues(g, q)
		for _, w := range want {
			if !got[w] {
				t.Errorf("%q: no %s among %v", q, w, got)
			}
		}
		if got["name:Cairo 20250418"] || got["name:Denver Thu"] || got["name:Denver Thu 3/6/25"] {
			t.Errorf("%q: a name ran into a date: %v", q, got)
		}
	}
	// a weekday's three letters are a weekday's only capitalized; a
	// fraction is no date
	for _, q := range []string{"Today is 2025-03-03. I sat by the window, then we wed.", "sat 1/2/25 of the cake"} {
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Date && c.Text != "2025-03-03" && c.Text != "Today" {
				t.Errorf("%q: date %q", q, c.Text)
			}
		}
	}
}

// An enum member misspelled by one letter is its mention ("buisness",
// "economny", "capuccino", "expresso"), in a word of five letters or more
// that is no common word and one edit from one member alone; "late" names
// no latte.
func TestFillEnumTypo(t *testing.T) {
	g := New(Config{})
	seat := []Input{{Name: "flight", Type: "string", Required: true}, {Name: "cabin", Type: "string", Required: true, Enum: []any{"economy", "premium", "business", "first"}}}
	wantChoice(t, "buisness", fill(g, "Book UA 88 in buisness", seat, map[string]any{"flight": "UA 88"}, "cabin", Sequence{}), "business")
	wantChoice(t, "economny", fill(g, "Seat on DL202, economny", seat, map[string]any{"flight": "DL202"}, "cabin", Sequence{}), "economy")
	coffee := []Input{{Name: "drink", Type: "string", Required: true, Enum: []any{"espresso", "cappuccino", "latte", "americano"}}, {Name: "size", Type: "string", Required: true, Enum: []any{"small", "medium", "large"}}}
	wantChoice(t, "capuccino", fill(g, "A large capuccino", coffee, map[string]any{"size": "large"}, "drink", Sequence{}), "cappuccino")
	wantChoice(t, "late", fill(g, "medium late", coffee, map[string]any{"size": "medium"}, "drink", Sequence{}), nil)
	for _, pair := range [][2]string{{"buisness", "business"}, {"economny", "economy"}, {"capuccino", "cappuccino"}, {"expresso", "espresso"}} {
		if !oneEdit(pair[0], pair[1]) {
			t.Errorf("oneEdit(%q, %q) = false", pair[0], pair[1])
		}
	}
	for _, pair := range [][2]string{{"ecomony", "economy"}, {"latte", "latte"}, {"abc", "xyz"}} {
		if oneEdit(pair[0], pair[1]) {
			t.Errorf("oneEdit(%q, %q) = true", pair[0], pair[1])
		}
	}
}

// A run of ten digits or more with no unit is an identifier's, as a code
// is ("a new contact Kamala Harris 4562345670" for a phone); "ea." and
// "pcs." are abbreviations, no sentence's end ("Need 5 ea. hex nuts").
func TestFillLongDigitsAndCounts(t *testing.T) {
	g := New(Config{})
	contact := []Input{{Name: "name", Type: "string", Required: true}, {Name: "phone", Type: "string", Required: true}}
	wantChoice(t, "phone", fill(g, "Record an audio for 60 seconds and then create a new contact Kamala Harris 4562345670.", contact, map[string]any{"name": "Kamala Harris"}, "phone",
		Sequence{Tools: []string{"record_audio"}, Uses: []Use{{Tool: "record_audio", Input: "duration", Value: json.Number("60")}}}), "4562345670")
	parts := []Input{{Name: "part", Type: "string", Required: true, Description: "Part name"}, {Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}}
	wantChoice(t, "ea.", fill(g, "Need 5 ea. hex nuts", parts, map[string]any{"part": "hex nuts"}, "quantity", Sequence{}), json.Number("5"))
}

// Numbers and quotes as much of the world writes them: thousands parted
// by spaces where money says the groups are one amount ("1 200 EUR", "450
// 000 €"; not "room 1 200 guests"), by apostrophes ("CHF 1'250.50", no
// name "CHF 1'250.50"), in India's groups ("₹1,20,00,000") and scales
// ("5 lakh", "2 crore"); a sign before the currency ("-$12.50"), "5 below
// zero" (Lexicon.BelowZero), a fall for an input whose description says
// it is negative for one ("TSLA fell 4.2%"; Lexicon.DeclineWords); and
// quotes «», ‹›, „“, ‚‘, »«, 「」.
func TestReadWorldNumbers(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string][]string{
		"Transfer 1 200 EUR to Claire Dubois":         {"number:1200"},
		"List the house in Lyon at 450 000 €":         {"number:450000"},
		"Send CHF 1'250.50 to Urs Meier":              {"number:1250.5"},
		"List my flat in Mumbai for ₹1,20,00,000":     {"number:12000000"},
		"Transfer ₹5 lakh to Anil Kumar":              {"number:500000"},
		"Asking price 2 crore rupees, Delhi":          {"number:20000000"},
		"Savings balance: -$12.50":                    {"number:-12.5"},
		"It's 5 below zero in Minsk":                  {"number:-5"},
		"Make a doc called ‹Q1 review› in Reports":    {"quoted:Q1 review"},
		"Find „Der Prozess“ by Franz Kafka":           {"quoted:Der Prozess"},
		"Find »Siddhartha« by Hermann Hesse":          {"quoted:Siddhartha"},
		"Book search: ‚Il nome della rosa‘ by U. Eco": {"quoted:Il nome della rosa"},
		"Look for the book 「ノルウェイの森」":                 {"quoted:ノルウェイの森"},
		"room 1 200 guests":                           {"number:1", "number:200"},
	} {
		got := candidateValues(g, q)
		for _, w := range want {
			if !got[w] {
				t.Errorf("%q: no %s among %v", q, w, got)
			}
		}
		if got["name:CHF 1'250.50"] {
			t.Errorf("%q: a currency's code and its amount read as a name", q)
		}
	}
	change := []Input{{Name: "ticker", Type: "string", Required: true}, {Name: "change_percent", Type: "number", Required: true, Description: "Change in percent, negative for a drop"}}
	wantChoice(t, "fell", fill(g, "TSLA fell 4.2% today", change, map[string]any{"ticker": "TSLA"}, "change_percent", Sequence{}), json.Number("-4.2"))
	wantChoice(t, "up", fill(g, "AAPL up 1.5%", change, map[string]any{"ticker": "AAPL"}, "change_percent", Sequence{}), json.Number("1.5"))
	plain := []Input{{Name: "ticker", Type: "string", Required: true}, {Name: "change_percent", Type: "number", Required: true, Description: "Change in percent"}}
	wantChoice(t, "no sign said", fill(g, "TSLA fell 4.2% today", plain, map[string]any{"ticker": "TSLA"}, "change_percent", Sequence{}), json.Number("4.2"))
}

// The text a cue introduces is the value of an input the cue names
// (Lexicon.TextCues): a message after a communication verb and "that" or
// "saying", whole; a reminder's text after "remind me to", up to a value
// the request states with a preposition ("at 09:00"). A text that refers
// back ("leave for it") or a quoted one is none of these; a clause word
// ends it.
func TestFillCueTexts(t *testing.T) {
	g := New(Config{})
	msg := []Input{{Name: "to", Type: "string", Required: true, Description: "Recipient name"}, {Name: "message", Type: "string", Required: true, Description: "Message text"}}
	wantChoice(t, "that", fill(g, "Text Mom that I'll be late for dinner", msg, map[string]any{"to": "Mom"}, "message", Sequence{}), "I'll be late for dinner")
	wantChoice(t, "saying", fill(g, "Message Raj saying the build is green", msg, map[string]any{"to": "Raj"}, "message", Sequence{}), "the build is green")
	wantChoice(t, "quoted", fill(g, "Message the landlord saying 'Is the unit still available?'", msg, map[string]any{"to": "landlord"}, "message", Sequence{}), "Is the unit still available?")
	rem := []Input{{Name: "text", Type: "string", Required: true, Description: "What to be reminded of"}, {Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}}
	wantChoice(t, "remind", fill(g, "Remind me to call the dentist at 09:00", rem, map[string]any{"time": "09:00"}, "text", Sequence{}), "call the dentist")
	wantChoice(t, "refers back", fill(g, "What time does the Louvre close? Then set a reminder to leave for it at 3pm.", rem, map[string]any{"time": "15:00"}, "text", Sequence{}), nil)
	for _, p := range g.Read("Text Ana that the room is booked and then book a taxi").cueTexts(1) {
		if p[1] >= 8 {
			t.Errorf("a message ran on past its clause's end: words %v", p)
		}
	}
	// a field's value with a bound after a comma may end at the comma
	search := []Input{{Name: "query", Type: "string", Required: true, Description: "Search terms"}, {Name: "max_price", Type: "number", Description: "Highest price in USD"}}
	wantChoice(t, "field bound", fill(g, "Search products: standing desk, max $400", search, map[string]any{"max_price": json.Number("400")}, "query", Sequence{}), "standing desk")
}

// A number read with a possessive is the value another argument takes
// without it ("account 4040's balance": the account 4040, no amount), and
// a field's value that opens with another argument's number holds it
// ("Cart: 2 water bottles" is no query when the quantity is 2).
func TestFillUsedNumberForms(t *testing.T) {
	g := New(Config{})
	conv := []Input{{Name: "amount", Type: "number", Required: true}, {Name: "from_currency", Type: "string", Required: true}, {Name: "to_currency", Type: "string", Required: true}}
	seq := Sequence{Tools: []string{"get_balance"}, Uses: []Use{{Tool: "get_balance", Input: "account", Value: "4040"}}}
	if ch := fill(g, "What's account 4040's balance in CAD? It's held in USD", conv, map[string]any{"from_currency": "USD", "to_currency": "CAD"}, "amount", seq); ch.Found && fmt.Sprint(ch.Value) == "4040" {
		t.Errorf("amount = 4040, the account")
	}
	find := []Input{{Name: "query", Type: "string", Required: true, Description: "Search terms"}}
	cart := Sequence{Tools: []string{"add_to_cart"}, Uses: []Use{{Tool: "add_to_cart", Input: "quantity", Value: json.Number("2")}}}
	if ch := fill(g, "Cart: 2 water bottles", find, nil, "query", cart); ch.Found && ch.Value == "2 water bottles" {
		t.Errorf("query = %v", ch.Value)
	}
}

// Two values joined by an arrow, or two codes by a hyphen, are a route's
// two ends ("ATL->DFW", "LAX-ORD", "Fly Denver -> Anchorage": Denver, not
// "Fly Denver").
func TestFillArrowedPair(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "origin", Type: "string", Required: true, Description: "Origin airport code"}, {Name: "destination", Type: "string", Required: true, Description: "Destination airport code"},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	for q, want := range map[string][2]string{
		"Cheapest ATL->DFW on 2025-08-08":                {"ATL", "DFW"},
		"Book the cheapest LAX-ORD flight 2025-06-11":    {"LAX", "ORD"},
		"Fly Denver -> Anchorage 2025-07-14 first class": {"Denver", "Anchorage"},
	} {
		ch := g.Read(q).Fill(Call{Tool: "search_flights", Inputs: in, Args: map[string]any{}, Open: []string{"origin", "destination"}}, Sequence{})
		wantChoice(t, q+": origin", ch[0], want[0])
		wantChoice(t, q+": destination", ch[1], want[1])
	}
}

// A temperature converts between scales with their offsets (68°F is 20°C,
// 200 C is 392°F; Lexicon.TemperatureScales), a scale's letter alone
// after a number is its unit ("72 F"), and speeds convert by their factors
// (55 mph in km/h, 40 km/h in knots).
func TestFillConvertTemperatureAndSpeed(t *testing.T) {
	g := New(Config{})
	for _, tc := range []struct{ request, name, desc, want string }{
		{"Heat the office to 68°F", "celsius", "Target temperature in °C", "20"},
		{"Oven 200 C", "fahrenheit", "Temperature in °F", "392"},
		{"Oven at 180°C please", "fahrenheit", "Temperature in °F", "356"},
		{"Set the room to 21 degrees", "celsius", "Target temperature in °C", "21"},
		{"Cap van V-7 at 55 mph", "kmh", "Limit in km/h", "88.51392"},
		{"Station Bravo recorded 40 km/h winds", "knots", "Wind speed in knots", "21.598272138"},
	} {
		in := []Input{{Name: tc.name, Type: "number", Required: true, Description: tc.desc}}
		wantChoice(t, tc.request, fill(g, tc.request, in, nil, tc.name, Sequence{}), json.Number(tc.want))
	}
}

// Numbers said in parts: "one hundred fifty" (150), "two thousand five
// hundred", "a hundred and twenty"; "1h 55m" (115 minutes: m after hours
// is minutes, Lexicon.CompoundUnits), "an hour and 15 minutes" (75).
func TestReadNumberParts(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string]string{
		"Flyers: Summer Fest, one hundred fifty copies": "150",
		"two thousand five hundred people":              "2500",
		"a hundred and twenty guests":                   "120",
		"Half marathon (21.1 km) in 1h 55m":             "115",
		"Reserve Juniper for an hour and 15 minutes":    "75",
	} {
		if got := candidateValues(g, q); !got["number:"+want] {
			t.Errorf("%q: no number %s among %v", q, want, got)
		}
	}
	for _, c := range g.Read("5 m of rope").Candidates() {
		if c.Kind == Number && c.Unit != "m" {
			t.Errorf("5 m: unit %q", c.Unit)
		}
	}
}

// A description's example of digits and a capital ("Seat, e.g. 14C") is a
// shape, as a code's is: "22F" is a seat's code, no 22 °F, and a value-set
// member of another shape ("window") is no better a seat for it.
func TestFillDigitLetterShape(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "flight", Type: "string", Required: true}, {Name: "seat", Type: "string", Required: true, Description: "Seat, e.g. 14C"}}
	wantChoice(t, "22F", fill(g, "Window seat 22F on AF 1780", in, map[string]any{"flight": "AF 1780"}, "seat", Sequence{}), "22F")
	wantChoice(t, "12C", fill(g, "Move me to seat 12C on UA 901", in, map[string]any{"flight": "UA 901"}, "seat", Sequence{}), "12C")
}

// A capital M after a number is a million ("1M requests"; 5m is five
// meters), and a number with a measure's unit is no identifier ("1m" for
// a key, "10 years" for an encryption key).
func TestFillMillionAndMeasuredIDs(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "key", Type: "string", Required: true, Description: "API key name"}, {Name: "requests_per_day", Type: "integer", Required: true}}
	wantChoice(t, "1M", fill(g, "Set key prod-main to 1M requests a day", in, map[string]any{"key": "prod-main"}, "requests_per_day", Sequence{}), json.Number("1000000"))
	if ch := fill(g, "Set key prod-main to 1m requests a day", in, map[string]any{"requests_per_day": json.Number("1000000")}, "key", Sequence{}); ch.Found && ch.Value == "1" {
		t.Errorf("key = 1, a measure")
	}
	for _, c := range g.Read("a 5m rope").Candidates() {
		if c.Kind == Number && fmt.Sprint(c.Value) != "5" {
			t.Errorf("5m: %v", c.Value)
		}
	}
}

// A weekday is read from Lexicon.Weekdays, whole, plural, or, capitalized,
// as its three letters; "thus" is no Thursday, "sat" no Saturday.
func TestWeekdayWords(t *testing.T) {
	lx := New(Config{}).lx
	for _, tc := range []struct {
		w      string
		abbrev bool
		want   time.Weekday
		ok     bool
	}{
		{"monday", false, time.Monday, true}, {"sundays", false, time.Sunday, true}, {"thu", true, time.Thursday, true},
		{"thu", false, 0, false}, {"thus", false, 0, false}, {"thus", true, 0, false}, {"sat", false, 0, false},
	} {
		if d, ok := lx.weekday(tc.w, tc.abbrev); ok != tc.ok || ok && d != tc.want {
			t.Errorf("weekday(%q, %v) = %v, %v; want %v, %v", tc.w, tc.abbrev, d, ok, tc.want, tc.ok)
		}
	}
}

// Fractions as recipes write them: "3/4 cup", "½ cup", "2¼ cups", and a
// whole number with one ("1 1/2 tsp", "2 ¼ cups"); "24/7" and a date's
// "3/4/2025" are none.
func TestReadFractions(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string]string{"3/4 cup sugar": "0.75", "Add ½ cup milk": "0.5", "2¼ cups flour": "2.25", "Add 1 1/2 tsp of salt": "1.5", "2 ¼ cups flour": "2.25"} {
		if got := candidateValues(g, q); !got["number:"+want] {
			t.Errorf("%q: no number %s among %v", q, want, got)
		}
	}
	for _, q := range []string{"open 24/7", "on 3/4/2025"} {
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Number {
				t.Errorf("%q: number %v", q, c.Value)
			}
		}
	}
}

// An input whose description says HH:MM takes a time whatever its name
// ("end", "End time, HH:MM"); a duration written HH:MM:SS is no clock's.
func TestFillHHMMIsTime(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "employee", Type: "string", Required: true}, {Name: "start", Type: "string", Required: true, Description: "Start time, HH:MM"},
		{Name: "end", Type: "string", Required: true, Description: "End time, HH:MM"}}
	wantChoice(t, "end", fill(g, "Shift for Ana Lima from 8am to 4pm", in, map[string]any{"employee": "Ana Lima", "start": "08:00"}, "end", Sequence{}), "16:00")
	run := []Input{{Name: "distance_km", Type: "number", Required: true}, {Name: "duration", Type: "string", Required: true, Description: "Duration, HH:MM:SS"}}
	if ch := fill(g, "Log my run: 10.5 km in 00:52:40", run, map[string]any{"distance_km": json.Number("10.5")}, "duration", Sequence{}); ch.Found && ch.Value == "00:52" {
		t.Errorf("duration = 00:52, its seconds lost")
	}
}

// A name stops before a weekday, or a range of two, that a date, a time or
// hours follow ("Corner Books Mon-Fri 9-5", "Nopa Friday 7pm"); a weekday
// inside a name stays ("Black Friday Sale").
func TestNameStopsBeforeWeekdayValue(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string]string{"Open Corner Books Mon-Fri 9-5": "Corner Books", "Dinner at Nopa Friday 7pm": "Nopa", "Black Friday Sale at Macy's": "Black Friday Sale"} {
		var names []string
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Name {
				names = append(names, c.Text)
			}
		}
		if !slices.Contains(names, want) || slices.ContainsFunc(names, func(n string) bool {
			return strings.Contains(n, "9-5") || strings.Contains(n, "Friday 7pm") || n == "Nopa Friday"
		}) {
			t.Errorf("%q: names %q, want %q and none running into the day", q, names, want)
		}
	}
}

// A value-set member said in the plural is the member ("Comedies rated
// 7+" for a genre: comedy), and a score written as a fraction of ten is no
// measure's fraction ("8/10").
func TestFillPluralMemberAndScores(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "genre", Type: "string", Required: true}, {Name: "min_rating", Type: "number", Description: "Lowest rating out of 10"}}
	wantChoice(t, "comedies", fill(g, "Comedies rated 7+", in, map[string]any{"min_rating": json.Number("7")}, "genre", Sequence{}), "comedy")
	for _, c := range g.Read("Thrillers scoring 8/10 or more").Candidates() {
		if c.Kind == Number && fmt.Sprint(c.Value) == "0.8" {
			t.Errorf("8/10 read as 0.8")
		}
	}
}

// A sentence's first word in the possessive is a name ("Mia's 40th
// birthday party"), unless its word is common ("Today's weather",
// "Everyone's invited").
func TestPossessiveFirstName(t *testing.T) {
	g := New(Config{})
	party := []Input{{Name: "guest_of_honor", Type: "string", Required: true, Description: "Who the party is for"}, {Name: "age", Type: "integer", Required: true}}
	wantChoice(t, "Mia's", fill(g, "Mia's 40th birthday party", party, map[string]any{"age": json.Number("40")}, "guest_of_honor", Sequence{}), "Mia")
	for _, q := range []string{"Today's weather in Oslo", "Everyone's invited to Oslo"} {
		for _, c := range g.Read(q).Candidates() {
			if c.Kind == Name && c.Text != "Oslo" {
				t.Errorf("%q: name %q", q, c.Text)
			}
		}
	}
}

// A decimal said in words ("twelve point five" is 12.5; Lexicon.
// DecimalWords), and UTC said after a time written with the Z a
// description's form has ("06:00 UTC" for YYYY-MM-DDTHH:MM:SSZ;
// Lexicon.UTCWords).
func TestReadPointAndUTC(t *testing.T) {
	g := New(Config{})
	hike := []Input{{Name: "trail", Type: "string", Required: true}, {Name: "miles", Type: "number", Required: true, Description: "Distance in miles"}}
	wantChoice(t, "point", fill(g, "Log Ridge Loop: twelve point five miles", hike, map[string]any{"trail": "Ridge Loop"}, "miles", Sequence{}), json.Number("12.5"))
	job := []Input{{Name: "job", Type: "string", Required: true}, {Name: "run_at", Type: "string", Required: true, Description: "Run time, ISO 8601 (YYYY-MM-DDTHH:MM:SSZ)"}}
	if ch := fill(g, "Job report-gen, run 2025-09-09 at 06:00 UTC", job, map[string]any{"job": "report-gen"}, "run_at", Sequence{}); ch.Value != "2025-09-09T06:00:00Z" {
		t.Errorf("UTC: best value %v, want 2025-09-09T06:00:00Z (whether filled or asked)", ch.Value)
	}
}

// numberValues returns the values of the numbers g reads in text, in
// order.
func numberValues(g *Grounder, text string) []string {
	var got []string
	for _, c := range g.Read(text).Candidates() {
		if c.Kind == Number {
			got = append(got, fmt.Sprint(c.Value))
		}
	}
	return got
}

// candidateValues returns the kinds and values of the candidates g reads
// in request q, each as "kind:value": "number:36", "date:2025-04-18".
func candidateValues(g *Grounder, q string) map[string]bool {
	got := map[string]bool{}
	for _, c := range g.Read(q).Candidates() {
		got[c.Kind.String()+":"+fmt.Sprint(c.Value)] = true
	}
	return got
}

// Digits joined by one slash that no date or fraction reader takes are a
// code as written ("shutter 1/60"); a number of a unit written as a
// fraction goes to a text input as written ("6/8 time", not 0.75); and a
// mark inside a word is no tag's ("F#m" holds no "#m": it is one word).
func TestFillSlashDigitsAndInnerMarks(t *testing.T) {
	g := New(Config{})
	exp := []Input{{Name: "aperture", Type: "string", Required: true, Description: "Aperture f-number, e.g. f/2.8"}, {Name: "shutter", Type: "string", Required: true, Description: "Shutter speed, e.g. 1/250"}, {Name: "iso", Type: "integer", Required: true}}
	wantChoice(t, "shutter", fill(g, "Shoot at ISO 3200, shutter 1/60, aperture f/4", exp, map[string]any{"aperture": "f/4", "iso": json.Number("3200")}, "shutter", Sequence{}), "1/60")
	met := []Input{{Name: "bpm", Type: "integer", Required: true}, {Name: "time_signature", Type: "string", Required: true, Description: "Time signature, e.g. 4/4"}}
	wantChoice(t, "time_signature", fill(g, "Start a click track: 6/8 time, 120 bpm", met, map[string]any{"bpm": json.Number("120")}, "time_signature", Sequence{}), "6/8")
	met[1].Description = "Time signature"
	wantChoice(t, "time_signature", fill(g, "Start a click track: 6/8 time, 120 bpm", met, map[string]any{"bpm": json.Number("120")}, "time_signature", Sequence{}), "6/8")
	got := candidateValues(g, "Move Wonderwall from F#m down to Em")
	for v := range got {
		if strings.HasPrefix(v, "code:#") {
			t.Errorf("F#m: candidate %s", v)
		}
	}
	if !got["name:F#m"] {
		t.Errorf("F#m: candidates %v, want the chord whole", got)
	}
}

// What Markdown emphasizes with asterisks is a quoted string ("**Board
// meeting**", "*HQ Room 5*"); a bold label, a cron's stars, a product and
// a glob are none.
func TestReadEmphasis(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "Create event **Board meeting** on 2025-11-04 at *HQ Room 5*.")
	for _, want := range []string{"quoted:Board meeting", "quoted:HQ Room 5"} {
		if !got[want] {
			t.Errorf("no %s among %v", want, got)
		}
	}
	for v := range candidateValues(g, "**Repo:** acme/api, cron 0 2 * * *, 2 * 3 and *.log") {
		if strings.HasPrefix(v, "quoted:") {
			t.Errorf("emphasis read: %s", v)
		}
	}
	in := []Input{{Name: "title", Type: "string", Required: true}, {Name: "date", Type: "string", Required: true}}
	wantChoice(t, "title", fill(g, "Create event **Board meeting** on 2025-11-04", in, map[string]any{"date": "2025-11-04"}, "title", Sequence{}), "Board meeting")
}

// A work's title takes the one proper name where the request speaks of
// the call, as a name does: a "Book title" ("Reserve Circe at the
// Northgate branch"), a title for search_books; an event's title is a
// phrase, no contact's "Sarah Lee" (Lexicon.WorkWords).
func TestFillTitleName(t *testing.T) {
	g := New(Config{})
	hold := []Input{{Name: "title", Type: "string", Required: true, Description: "Book title"}, {Name: "branch", Type: "string", Required: true, Description: "Library branch"}}
	wantChoice(t, "title", fill(g, "Reserve Circe at the Northgate branch", hold, map[string]any{"branch": "Northgate"}, "title", Sequence{}), "Circe")
	event := []Input{{Name: "title", Type: "string", Required: true}, {Name: "date", Type: "string", Required: true}}
	search := []Input{{Name: "query", Type: "string", Required: true, Description: "Title or keywords"}, {Name: "author", Type: "string"}}
	ch := g.Read("Look up Sapiens by Yuval Noah Harari.").Fill(Call{Tool: "search_books", Inputs: search, Args: map[string]any{"author": "Yuval Noah Harari"}, Open: []string{"query"}}, Sequence{})[0]
	wantChoice(t, "query", ch, "Sapiens")
	seq := Sequence{Tools: []string{"add_contact", "create_event"}, Uses: []Use{{Tool: "add_contact", Input: "name", Value: "Sarah Lee"}}}
	q := "Add Sarah Lee as a new contact. Please also create an event for a business meeting with Sarah Lee on 2024-10-15."
	if ch := fill(g, q, event, map[string]any{"date": "2024-10-15"}, "title", seq); ch.Found {
		t.Errorf("title = %v, the contact's name", ch.Value)
	}
}

// A sentence's first word before a capitalized determiner is no part of
// the name the determiner opens: "Hold The Overstory" holds "The
// Overstory", no "Hold The Overstory".
func TestNameAfterInitialVerb(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "Hold The Overstory at the Eastside branch")
	if !got["name:The Overstory"] || got["name:Hold The Overstory"] {
		t.Errorf("names: %v", got)
	}
}

// The one quoted string where the request speaks of the call is the value
// of a text input that prefers no other kind, as the one proper name is a
// name's (Lone): "Write 'Paid' in D14" for a cell's value. A field's
// value is no quote ("analytics-key: fifty thousand per day"), a language
// takes no quoted word, and an input of a closed set (a genre) no title
// outside it (TestFillValueSetMember).
func TestFillLoneQuote(t *testing.T) {
	g := New(Config{})
	cell := []Input{{Name: "sheet", Type: "string", Required: true}, {Name: "cell", Type: "string", Required: true}, {Name: "value", Type: "string", Required: true, Description: "Value or formula to write"}}
	wantChoice(t, "value", fill(g, "Write 'Paid' in D14 on the Invoices sheet", cell, map[string]any{"sheet": "Invoices", "cell": "D14"}, "value", Sequence{}), "Paid")
	quota := []Input{{Name: "key", Type: "string", Required: true}, {Name: "requests_per_day", Type: "integer", Required: true}}
	if ch := fill(g, "Quota for analytics-key: fifty thousand per day", quota, map[string]any{"requests_per_day": json.Number("50000")}, "key", Sequence{}); ch.Found && ch.Value != "analytics-key" {
		t.Errorf("key = %v", ch.Value)
	}
	lang := []Input{{Name: "transcription", Type: "string", Required: true}, {Name: "language_type", Type: "string", Required: true}}
	if ch := fill(g, `Analyze the phonetic transcription "kæt" to retrieve the spoken word as "cat"`, lang, map[string]any{"transcription": "kæt"}, "language_type", Sequence{}); ch.Found {
		t.Errorf("language_type = %v", ch.Value)
	}
}

// A booking's reference is an identifier, and "PNR" its label, no value
// (Lexicon.IDWords and KindHints): "Add two checked bags to PNR HJ5R8W".
func TestFillBookingRef(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "booking_ref", Type: "string", Required: true, Description: "Booking reference"}, {Name: "bags", Type: "integer", Required: true}}
	wantChoice(t, "booking_ref", fill(g, "Add two checked bags to PNR HJ5R8W", in, map[string]any{"bags": json.Number("2")}, "booking_ref", Sequence{}), "HJ5R8W")
}

// A port is a place (Lexicon.PlaceWords): the one place after a locative
// is its value ("a 20 foot box loading at Antwerp").
func TestFillPortIsPlace(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "size", Type: "string", Required: true, Description: "Container size"}, {Name: "port", Type: "string", Required: true, Description: "Loading port"}}
	wantChoice(t, "port", fill(g, "Need a 20 foot box loading at Antwerp", in, map[string]any{"size": "20ft"}, "port", Sequence{}), "Antwerp")
}

// A postal code written as two words of a known shape is one code, a
// postcode's value (Lexicon.PostcodeShapes): "SW1A 1AA", "K1A 0B1",
// "1012 AB"; "M1 4BT" for a postcode.
func TestFillTwoWordPostcode(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "at SW1A 1AA, K1A 0B1 or 1012 AB")
	for _, want := range []string{"code:SW1A 1AA", "code:K1A 0B1", "code:1012 AB"} {
		if !got[want] {
			t.Errorf("no %s among %v", want, got)
		}
	}
	in := []Input{{Name: "annual_kwh", Type: "integer", Required: true}, {Name: "postcode", Type: "string", Required: true}}
	wantChoice(t, "postcode", fill(g, "Compare tariffs for M1 4BT, 2700 kWh annually", in, map[string]any{"annual_kwh": json.Number("2700")}, "postcode", Sequence{}), "M1 4BT")
}

// A currency's hundredths are converted for money in its major unit
// (Lexicon.MinorCurrencyUnits): "28p per kWh" for a rate in pounds is
// 0.28, "50 cents" for a price 0.5; a "Fee in cents" takes 50, and
// "160P" of macros is no money.
func TestFillMinorCurrency(t *testing.T) {
	g := New(Config{})
	bill := []Input{{Name: "kwh", Type: "number", Required: true, Description: "Energy used in kWh"}, {Name: "rate", Type: "number", Required: true, Description: "Price per kWh in GBP"}}
	wantChoice(t, "rate", fill(g, "How much is 320 kWh at 28p per kWh?", bill, map[string]any{"kwh": json.Number("320")}, "rate", Sequence{}), json.Number("0.28"))
	price := []Input{{Name: "price", Type: "number", Required: true, Description: "Price in USD"}}
	wantChoice(t, "price", fill(g, "List the sticker at a price of 50 cents", price, map[string]any{}, "price", Sequence{}), json.Number("0.5"))
	fee := []Input{{Name: "fee", Type: "integer", Required: true, Description: "Fee in cents"}}
	wantChoice(t, "fee", fill(g, "Charge a fee of 50 cents", fee, map[string]any{}, "fee", Sequence{}), json.Number("50"))
	macros := []Input{{Name: "protein_g", Type: "integer", Required: true}, {Name: "carbs_g", Type: "integer", Required: true}, {Name: "fat_g", Type: "integer", Required: true}}
	wantChoice(t, "protein_g", fill(g, "Set my macros to 160P / 200C / 70F", macros, map[string]any{"carbs_g": json.Number("200"), "fat_g": json.Number("70")}, "protein_g", Sequence{}), json.Number("160"))
}

// Children are kids (Lexicon.Synonyms): "for our three children" counts a
// sitter's kids.
func TestFillKidsAreChildren(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}, {Name: "kids", Type: "integer", Required: true, Description: "Number of children"}}
	wantChoice(t, "kids", fill(g, "Babysitter on 2025-08-09 for our three children", in, map[string]any{"date": "2025-08-09"}, "kids", Sequence{}), json.Number("3"))
}

// A count's plural s is no part of the code it counts: "Send 5
// SKU-20411s" orders SKU-20411, "two PS5s" PS5.
func TestReadPluralCode(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "Send 5 SKU-20411s and two PS5s")
	if !got["code:SKU-20411"] || !got["code:PS5"] || got["code:SKU-20411s"] {
		t.Errorf("codes: %v", got)
	}
}

// A handle's possessive is no part of it: "@nasa's post" is nasa's.
func TestReadPossessiveHandle(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "Find @nasa's post about Artemis and @ylecun’s too")
	if !got["code:nasa"] || !got["code:ylecun"] {
		t.Errorf("handles: %v", got)
	}
}

// A number the name of an input that takes text as written stands right
// beside is that text, no loose fit: "Password: 12345".
func TestFillNamedNumberText(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "username", Type: "string", Required: true}, {Name: "password", Type: "string", Required: true}}
	wantChoice(t, "password", fill(g, "Username: JaneSmith, Password: 12345. How much money do I have?", in, map[string]any{"username": "JaneSmith"}, "password", Sequence{}), "12345")
}

// Text goes in the case the input's description asks for (Lexicon.
// CaseWords): "Pokémon name, lowercase" takes pikachu for "Pikachu", a
// code "in capital letters" GB for "gb"; a boolean that speaks of
// lowercase letters is none of this.
func TestFillDescribedCase(t *testing.T) {
	g := New(Config{})
	poke := []Input{{Name: "name", Type: "string", Required: true, Description: "Pokémon name, lowercase"}}
	wantChoice(t, "name", fill(g, "Tell me about Pikachu", poke, map[string]any{}, "name", Sequence{}), "pikachu")
	code := []Input{{Name: "country", Type: "string", Required: true, Description: "Two-letter country code in capital letters"}}
	wantChoice(t, "country", fill(g, "Set my country to 'gb'", code, map[string]any{}, "country", Sequence{}), "GB")
	if s := g.readInput(&Input{Name: "lower", Type: "boolean", Description: "Include lowercase letters in the password"}, nil); s.letters != "" {
		t.Errorf("boolean: letters %q", s.letters)
	}
}

// A name's last word "no" abbreviates number: booking_no is an
// identifier, as booking_number is, neither a count of bookings nor a
// negation; a first "no" still negates (no_smoking) and a first count
// word still counts (no_of_rooms).
func TestReadNumberAbbrev(t *testing.T) {
	g := New(Config{})
	s := g.readInput(&Input{Name: "booking_no", Type: "string", Description: "Booking number"}, nil)
	if s.counts != "" || s.excludes || !s.id || hasKind(s.prefer, Number) {
		t.Errorf("booking_no: counts %q, excludes %v, id %v, prefer %v", s.counts, s.excludes, s.id, s.prefer)
	}
	if s := g.readInput(&Input{Name: "no_smoking", Type: "boolean"}, nil); !s.excludes {
		t.Errorf("no_smoking: not excluding")
	}
	if s := g.readInput(&Input{Name: "no_of_rooms", Type: "integer"}, nil); s.counts == "" {
		t.Errorf("no_of_rooms: no count")
	}
}

// An exclamation mark between a letter or digit and a digit or a
// lowercase letter is a password's, no sentence's end: "password
// Amy!2023"; before a capital it joins a sheet to its range.
func TestReadInnerExclamation(t *testing.T) {
	g := New(Config{})
	if got := candidateValues(g, "My login is amy_w, password Amy!2023."); !got["code:Amy!2023"] {
		t.Errorf("no code Amy!2023 among %v", got)
	}
	// but before a capital it joins a sheet to its range: two values
	if got := candidateValues(g, "Add up Inventory!G2:G200"); !got["name:Inventory"] || !got["code:G2:G200"] {
		t.Errorf("sheet and range: %v", got)
	}
}

// A bulleted list gives an array its items, as written: one per line
// after "-", "*", "•", "1)" or "(a)", a checkbox aside, or on one line
// between bullets; an item ends before an arrow. Lines of fields or of
// instructions are no items.
func TestFillBulletList(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "items", Type: "array", Required: true, Description: "Items", Items: "string"}}
	for q, want := range map[string][]any{
		"Grocery list:\n- eggs\n- oat milk\n- spinach":  {"eggs", "oat milk", "spinach"},
		"• bananas • yogurt • granola":                  {"bananas", "yogurt", "granola"},
		"1) rice\n2) black beans\n3) limes":             {"rice", "black beans", "limes"},
		"Todo:\n- [ ] call the plumber\n- [x] pay rent": {"call the plumber", "pay rent"},
		"• 1x Calzone • 1x Lemonade → 7 Hill Street":    {"1x Calzone", "1x Lemonade"},
	} {
		ch := fill(g, q, in, map[string]any{}, "items", Sequence{})
		if got, ok := ch.Value.([]any); !ch.Found || !ok || !slices.Equal(got, want) {
			t.Errorf("%q: %v (found %v, score %.2f), want %v", q, ch.Value, ch.Found, ch.Score, want)
		}
	}
	for _, q := range []string{"New user:\n- Name: Ann Lee\n- Email: ann@lee.io", "Please:\n- book a table at Nopa for 4 on Friday at 7\n- text Sam the confirmation code now"} {
		for _, c := range g.Read(q).Candidates() {
			if c.bullets {
				t.Errorf("%q: bulleted list %q", q, c.Text)
			}
		}
	}
}

// A flat or a suite after a street address closes it, whatever follows:
// "88 Pine Ave, Apt 4 please", "12 Oak St, Suite 200:".
func TestAddressUnitAfterStreet(t *testing.T) {
	g := New(Config{})
	for q, want := range map[string]string{"Delivery to 88 Pine Ave, Apt 4 please": "88 Pine Ave, Apt 4", "Delivery to 12 Oak St, Suite 200:\n- 1x Pepperoni": "12 Oak St, Suite 200"} {
		if got := candidateValues(g, q); !got["address:"+want] {
			t.Errorf("%q: no address %q among %v", q, want, got)
		}
	}
}

// A description's example of digits and a lowercase letter gives its
// shape as one of a capital does: "USDA hardiness zone, e.g. 7b" takes
// the request's 6a as written.
func TestFillDigitLowerShape(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "plant", Type: "string", Required: true}, {Name: "zone", Type: "string", Required: true, Description: "USDA hardiness zone, e.g. 7b"}}
	wantChoice(t, "zone", fill(g, "I live in zone 6a and have a 20x10 ft bed. When should I plant tomatoes?", in, map[string]any{"plant": "tomatoes"}, "zone", Sequence{}), "6a")
}

// A count whose name says only that it counts ("count") counts what its
// description names ("How many sponsors"): "5 sponsors" is its value, no
// other number of the request ("we're 12 people").
func TestFillDescribedCount(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "industry", Type: "string", Required: true}, {Name: "count", Type: "integer", Required: true, Description: "How many sponsors"}}
	q := "As the head of a small nonprofit (we're 12 people), I'd love 5 sponsors from the healthcare industry."
	wantChoice(t, "count", fill(g, q, in, map[string]any{"industry": "healthcare"}, "count", Sequence{}), json.Number("5"))
	if got := countedIn(g.lx, "number of cards in the deck"); got != stem("cards") {
		t.Errorf("countedIn = %q", got)
	}
}

// "On" opens a topic as "about" does, for an input that takes one
// (Lexicon.TopicCues): "50 flashcards on organic chemistry".
func TestFillTopicOn(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "topic", Type: "string", Required: true, Description: "Topic"}, {Name: "count", Type: "integer", Required: true, Description: "Number of cards"}}
	q := "My exam is in 2 weeks and covers 12 chapters. Make 50 flashcards on organic chemistry."
	wantChoice(t, "topic", fill(g, q, in, map[string]any{"count": json.Number("50")}, "topic", Sequence{}), "organic chemistry")
}

// A number before a period counts it and carries on no name: "in Paris 3
// night" names Paris (a name goes on into a number otherwise: "Overwatch
// 2").
func TestNameStopsBeforeCountedPeriod(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "I want book hotel in Paris 3 night from 2025-05-12")
	if !got["name:Paris"] || got["name:Paris 3"] {
		t.Errorf("names: %v", got)
	}
	if got := candidateValues(g, "Find the top player on the Overwatch 2 leaderboard"); !got["name:Overwatch 2"] {
		t.Errorf("no Overwatch 2 among %v", got)
	}
}

// A pickup is an origin and a drop-off a destination (Lexicon.Synonyms):
// "from 5 Station Road to the airport" gives a taxi's pickup.
func TestFillPickupIsOrigin(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "pickup", Type: "string", Required: true, Description: "Pickup address"}, {Name: "destination", Type: "string", Required: true}, {Name: "passengers", Type: "integer", Required: true}}
	q := "Taxi from 5 Station Road to the airport, we are 3 person"
	wantChoice(t, "pickup", fill(g, q, in, map[string]any{"destination": "airport", "passengers": json.Number("3")}, "pickup", Sequence{}), "5 Station Road")
}

// A word that says a value was found before ("the identified risk
// level", "the calculated total") points to it without stating it
// (Lexicon.ReferringWords): no value of its own.
func TestFillReferringParticiple(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "pond_id", Type: "string", Required: true}, {Name: "risk_level", Type: "string", Required: true, Description: "Risk level from the assessment"}, {Name: "feed_kg", Type: "number", Required: true}}
	q := "Kindly evaluate the water quality of pond P-17. Subsequently, modify the feeding regimen for this pond in accordance with the identified risk level, allocating 12.5 kg of feed daily."
	chs := g.Read(q).Fill(Call{Tool: "adjust_feeding", Inputs: in, Args: map[string]any{}, Open: []string{"pond_id", "risk_level", "feed_kg"}}, Sequence{})
	if ch := chs[1]; ch.Found {
		t.Errorf("risk_level = %v", ch.Value)
	}
}

// A rate of times counts occurrences (Lexicon.OccurrenceWords): "every 8
// hours" is no 8 times a day, though hours are time; and a name that ends
// with the input's own word right before a number or a code is its label
// ("Refill Rx #4410293" names no rx_number "Refill Rx").
func TestFillOccurrencesAndLabelNames(t *testing.T) {
	g := New(Config{})
	med := []Input{{Name: "drug", Type: "string", Required: true}, {Name: "dose_mg", Type: "number", Required: true, Description: "Dose in mg"}, {Name: "times_per_day", Type: "integer", Required: true, Description: "Doses per day"}}
	if ch := fill(g, "Schedule amoxicillin 250 mg every 8 hours", med, map[string]any{"drug": "amoxicillin", "dose_mg": json.Number("250")}, "times_per_day", Sequence{}); ch.Found {
		t.Errorf("times_per_day = %v", ch.Value)
	}
	wantChoice(t, "times_per_day", fill(g, "Add ibuprofen 400mg three times a day", med, map[string]any{"drug": "ibuprofen", "dose_mg": json.Number("400")}, "times_per_day", Sequence{}), json.Number("3"))
	rx := []Input{{Name: "rx_number", Type: "string", Required: true, Description: "Prescription number"}, {Name: "pharmacy", Type: "string", Required: true}}
	if ch := fill(g, "Refill Rx #4410293 at the Walgreens on Main", rx, map[string]any{"pharmacy": "Walgreens on Main"}, "rx_number", Sequence{}); ch.Found && ch.Value == "Refill Rx" {
		t.Errorf("rx_number = %v", ch.Value)
	}
}

// Digits that open with a zero are written, not counted: "account
// 0012345678" is a text input's value as written, no loose number.
func TestFillLeadingZeroDigits(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "swift", Type: "string", Required: true}, {Name: "account", Type: "string", Required: true, Description: "Recipient account"}, {Name: "amount", Type: "number", Required: true}}
	wantChoice(t, "account", fill(g, "Wire 5000 USD to account 0012345678 at CHASUS33", in, map[string]any{"swift": "CHASUS33", "amount": json.Number("5000")}, "account", Sequence{}), "0012345678")
}

// An IBAN printed in groups of four is one code, as written, when its
// check digits hold; groups whose check digits fail are no IBAN.
func TestReadIBAN(t *testing.T) {
	g := New(Config{})
	got := candidateValues(g, "Send €250 to DE89 3704 0044 0532 0130 00 or FR14 2004 1010 0505 0001 3M02 606")
	for _, want := range []string{"code:DE89 3704 0044 0532 0130 00", "code:FR14 2004 1010 0505 0001 3M02 606"} {
		if !got[want] {
			t.Errorf("no %s among %v", want, got)
		}
	}
	if got := candidateValues(g, "to DE89 3704 0044 0532 0130 01"); got["code:DE89 3704 0044 0532 0130 01"] {
		t.Errorf("a bad check digit read as an IBAN: %v", got)
	}
	in := []Input{{Name: "iban", Type: "string", Required: true, Description: "Recipient IBAN, e.g. DE89 3704 0044 0532 0130 00"}, {Name: "amount", Type: "number", Required: true}}
	wantChoice(t, "iban", fill(g, "Transfer 1.234,50 EUR to IBAN FR14 2004 1010 0505 0001 3M02 606", in, map[string]any{"amount": json.Number("1234.5")}, "iban", Sequence{}), "FR14 2004 1010 0505 0001 3M02 606")
}

func FuzzIBAN(f *testing.F) {
	f.Add("DE89 3704 0044 0532 0130 00")
	f.Fuzz(func(t *testing.T, s string) {
		ibanValid(s) // no panic on any text
	})
}

// A bulleted line is a clause of its own: what one item of a checklist
// says is no other item's ("- [ ] call the plumber\n- [x] pay rent").
func TestBulletLineIsClause(t *testing.T) {
	r := New(Config{}).Read("Todo:\n- [ ] call the plumber by 2025-03-14\n- [x] pay rent")
	clause := map[string]int{}
	for _, tk := range r.toks {
		clause[tk.lower] = tk.clause
	}
	if clause["plumber"] == clause["rent"] {
		t.Errorf("one clause for two items: %v", clause)
	}
	call := Call{Tool: "add_task", Inputs: []Input{{Name: "task", Type: "string", Required: true}, {Name: "due", Type: "string"}}, Args: map[string]any{"due": "2025-03-14"}, Open: []string{"task"}}
	if r.WritesFor(call, Sequence{Tools: []string{"add_task", "complete_task"}}, "pay rent") {
		t.Errorf("pay rent written for add_task")
	}
}

// A repeat before a value ends a reminder's text (Lexicon.RepeatWords):
// "Remind me to drink water every 2 hours" reminds "drink water".
func TestCueTextStopsAtRepeat(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "text", Type: "string", Required: true, Description: "Reminder text"}, {Name: "every_hours", Type: "integer", Required: true}}
	wantChoice(t, "text", fill(g, "Remind me to drink water every 2 hours", in, map[string]any{"every_hours": json.Number("2")}, "text", Sequence{}), "drink water")
}

// A crop is a member of a value set (Lexicon.ValueSets), written as the
// request writes it: "fertilizer for tomatoes", "I just picked 2.4 kg of
// tomatoes".
func TestFillCropMember(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "nutrient_report", Type: "object", Required: true}, {Name: "crop", Type: "string", Required: true, Description: "Crop to grow"}}
	seq := Sequence{Tools: []string{"analyze_soil", "recommend_fertilizer"}, Uses: []Use{{Tool: "analyze_soil", Input: "field_id", Value: "C-45"}, {Tool: "analyze_soil", Input: "depth_cm", Value: json.Number("25")}}}
	r := g.Read("Assess field C-45's soil at 25 cm and recommend fertilizer for tomatoes accordingly.")
	wantChoice(t, "crop", r.Fill(Call{Tool: "recommend_fertilizer", Inputs: in, Args: map[string]any{"nutrient_report": "$var1.nutrient_report$"}, Open: []string{"crop"}}, seq)[0], "tomatoes")
}

// A value written as programs write it matches a description's example
// of its kind whatever its digits ("*/5 * * * *" for "e.g. 0 2 * * *",
// "#0A74DA" for "e.g. #1A2B3C"); a path inside another argument's
// quoted command is that command's, no schedule.
func TestFillTechnicalShapes(t *testing.T) {
	g := New(Config{})
	job := []Input{{Name: "job_name", Type: "string", Required: true, Description: "Job name"},
		{Name: "schedule", Type: "string", Required: true, Description: "Cron expression, e.g. 0 2 * * *"},
		{Name: "command", Type: "string", Required: true, Description: "Shell command to run"}}
	wantChoice(t, "schedule", fill(g, "Schedule 'python3 /opt/etl/run.py' every five minutes (*/5 * * * *) as a job named etl-sync.", job,
		map[string]any{"job_name": "etl-sync", "command": "python3 /opt/etl/run.py"}, "schedule", Sequence{}), "*/5 * * * *")
	color := []Input{{Name: "element", Type: "string", Required: true, Description: "UI element, e.g. header"},
		{Name: "hex", Type: "string", Required: true, Description: "Color as hex, e.g. #1A2B3C"}}
	wantChoice(t, "hex", fill(g, "Make the header #FF5733.", color, map[string]any{"element": "header"}, "hex", Sequence{}), "#FF5733")
	if sh := shape("3C:22:FB:9A:10:7E"); sh != shape("aa-bb-cc-dd-ee-ff") {
		t.Errorf("shape of a MAC address: %q and %q", sh, shape("aa-bb-cc-dd-ee-ff"))
	}
}

// A Markdown table's value is its column's label's, however far above it
// the label stands; the labels are no names, and a row of dashes or a
// table without one is no table.
func TestFillTableColumns(t *testing.T) {
	g := New(Config{})
	stock := []Input{{Name: "item", Type: "string", Required: true, Description: "Item name"},
		{Name: "quantity", Type: "integer", Required: true, Description: "Units to add"},
		{Name: "warehouse", Type: "string", Required: true, Description: "Warehouse city"}}
	req := "Please add stock:\n\n| item | quantity | warehouse |\n|---|---|---|\n| USB-C cable | 40 | Leeds |"
	wantChoice(t, "warehouse", fill(g, req, stock, map[string]any{"item": "USB-C cable", "quantity": json.Number("40")}, "warehouse", Sequence{}), "Leeds")
	wantChoice(t, "item", fill(g, req, stock, map[string]any{"warehouse": "Leeds", "quantity": json.Number("40")}, "item", Sequence{}), "USB-C cable")
	transfer := []Input{{Name: "sku", Type: "string", Required: true, Description: "Item SKU"},
		{Name: "from_warehouse", Type: "string", Required: true, Description: "Source warehouse"},
		{Name: "to_warehouse", Type: "string", Required: true, Description: "Destination warehouse"},
		{Name: "quantity", Type: "integer", Required: true, Description: "Units to move"}}
	req = "Move stock as below.\n\n| sku | from | to | qty |\n|-----|------|----|-----|\n| KB-220 | Bristol | Cardiff | 15 |"
	wantChoice(t, "to_warehouse", fill(g, req, transfer, map[string]any{"sku": "KB-220", "from_warehouse": "Bristol", "quantity": json.Number("15")}, "to_warehouse", Sequence{}), "Cardiff")
	r := g.Read("| SKU | New price (USD) |\n|:--|--:|\n| TSH-L-BLK | 24 |")
	for _, c := range r.Candidates() {
		if c.Kind == Name {
			t.Errorf("a table's label read as a name: %q", c.Text)
		}
	}
	// no row of dashes: no table, no column
	r = g.Read("| Leeds | 40 |\n| York | 8 |")
	for _, c := range r.Candidates() {
		if c.column != 0 {
			t.Errorf("%q is in a column of no table", c.Text)
		}
	}
}

// A collective number word (Lexicon.CollectiveNumbers) names a quantity
// outright, as its digits would: "a dozen eggs" is a count of 12.
func TestFillCollectiveNumbers(t *testing.T) {
	g := New(Config{})
	cart := []Input{{Name: "product", Type: "string", Required: true, Description: "Product"},
		{Name: "quantity", Type: "integer", Required: true, Description: "How many"}}
	wantChoice(t, "quantity", fill(g, "Add a dozen eggs to my cart.", cart, map[string]any{"product": "eggs"}, "quantity", Sequence{}), 12)
	drinks := []Input{{Name: "drink", Type: "string", Required: true, Description: "Drink"},
		{Name: "count", Type: "integer", Required: true, Description: "Number of drinks"}}
	wantChoice(t, "count", fill(g, "Order a pair of espressos.", drinks, map[string]any{"drink": "espressos"}, "count", Sequence{}), 2)
}

// A numeric input takes a number whatever its words' kinds say: the days
// of retention_days are a date's word, but a count of them is a number.
func TestFillNumericAvoidsNoNumber(t *testing.T) {
	g := New(Config{})
	backup := []Input{{Name: "source", Type: "string", Required: true, Description: "Folder to back up"},
		{Name: "bucket", Type: "string", Required: true, Description: "Destination bucket URL"},
		{Name: "retention_days", Type: "integer", Required: true, Description: "Days to keep the backup"}}
	wantChoice(t, "retention_days", fill(g, "Run a backup with source=/etc, bucket=s3://cfg-bak, retention_days=7.", backup,
		map[string]any{"source": "/etc", "bucket": "s3://cfg-bak"}, "retention_days", Sequence{}), 7)
}

// A key written before its value as programs write one, "service=payments",
// gives the input of that name the plain word after its equals sign.
func TestFillKeyedWord(t *testing.T) {
	g := New(Config{})
	logs := []Input{{Name: "service", Type: "string", Required: true, Description: "Service name"},
		{Name: "level", Type: "string", Required: true, Description: "Minimum log level", Enum: []any{"debug", "info", "warn", "error"}},
		{Name: "since", Type: "string", Required: true, Description: "Start date, YYYY-MM-DD"}}
	wantChoice(t, "service", fill(g, "query logs: service=payments level=error since=2025-06-01", logs,
		map[string]any{"level": "error", "since": "2025-06-01"}, "service", Sequence{}), "payments")
}

// A namespace glued to an identifier by a colon, or written before it
// as a word, labels it: a DOI is the identifier without "doi:" or "DOI"
// (they were taken with it, wrong values). A decimal is an identifier's
// where the description's example is written so (an arXiv ID), and no
// other's.
func TestFillNamespacedID(t *testing.T) {
	g := New(Config{})
	paper := []Input{{Name: "doi", Type: "string", Required: true, Description: "Digital Object Identifier"}}
	wantChoice(t, "doi", fill(g, "Get the metadata for doi:10.1038/nature12373", paper, nil, "doi", Sequence{}), "10.1038/nature12373")
	wantChoice(t, "doi", fill(g, "Paper DOI 10.1016/j.cell.2020.04.011 — who wrote it?", paper, nil, "doi", Sequence{}), "10.1016/j.cell.2020.04.011")
	pre := []Input{{Name: "arxiv_id", Type: "string", Required: true, Description: "arXiv identifier, e.g. 2301.07041"}}
	wantChoice(t, "arxiv_id", fill(g, "pull the preprint arXiv:1706.03762v7", pre, nil, "arxiv_id", Sequence{}), "1706.03762v7")
	wantChoice(t, "arxiv_id", fill(g, "Fetch arXiv 2301.07041", pre, nil, "arxiv_id", Sequence{}), "2301.07041")
	order := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}}
	if ch := fill(g, "Refund order 2301.07041", order, nil, "order_id", Sequence{}); ch.Found {
		t.Errorf("order_id = %v, want an ask: 2301.07041 is no identifier of an order", ch.Value)
	}
}

// Marks after a number are feet (a prime, an apostrophe) and inches (a
// double prime, a double quotation mark), and a height is written with
// both; a quotation's closing mark and a decade's apostrophe are none:
// "8'" for a length in inches was 8, a wrong value.
func TestReadLengthMarks(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct{ text, span, value, unit string }{
		{"a 12' ladder", "number:12", "12", "ft"},
		{"a 6′ pole", "number:6", "6", "ft"},
		{"a 65\" OLED", "number:65", "65", "inch"},
		{"a 27″ monitor", "number:27", "27", "inch"},
		{"I'm 5'11\" tall", "number:5'11", "71", "inch"},
		{"He said \"take 5\" twice", "number:5", "5", ""},
		{"Say 'give 3' now", "number:3", "3", ""},
	} {
		x, ok := candidate(g, c.text, c.span)
		if !ok || fmt.Sprint(x.Value) != c.value || x.Unit != c.unit {
			t.Errorf("%q: %s = %v %q (found %v), want %s %q", c.text, c.span, x.Value, x.Unit, ok, c.value, c.unit)
		}
	}
	board := []Input{{Name: "lumber", Type: "string", Required: true, Description: "Lumber size, e.g. 2x4"},
		{Name: "length_in", Type: "number", Required: true, Description: "Length in inches"}}
	wantChoice(t, "length_in", fill(g, "Cut a 2x6 to 8' for me", board, map[string]any{"lumber": "2x6"}, "length_in", Sequence{}), "96")
}

// A description that begins with the input's own word and an
// identifier's ("Airport code", "Account number to debit") asks for an
// identifier: a code, digits as written; an identifier's label ("its
// SKU") is none, and a room written with its letter is the room.
func TestFillDescribedIdentifier(t *testing.T) {
	g := New(Config{})
	park := []Input{{Name: "airport", Type: "string", Required: true, Description: "Airport code"},
		{Name: "level", Type: "string", Required: true, Description: "Garage level, e.g. P3"},
		{Name: "days", Type: "integer", Required: true, Description: "Number of days"}}
	if ch := fill(g, "Reserve LAX parking on level P2 for 5 days, then walk me to gate 54B in Terminal 4.", park, map[string]any{"level": "P2", "days": 5}, "airport", Sequence{}); ch.Found && ch.Value != "LAX" {
		t.Errorf("airport = %v, want LAX or an ask", ch.Value)
	}
	entry := []Input{{Name: "debit_account", Type: "string", Required: true, Description: "Account number to debit"},
		{Name: "credit_account", Type: "string", Required: true, Description: "Account number to credit"},
		{Name: "amount", Type: "number", Required: true, Description: "Amount"}}
	wantChoice(t, "debit_account", fill(g, "Debit 6100 and credit 1000 for $245.10", entry, map[string]any{"credit_account": "1000", "amount": json.Number("245.10")}, "debit_account", Sequence{}), "6100")
	stock := []Input{{Name: "sku", Type: "string", Required: true, Description: "Stock keeping unit"}, {Name: "warehouse", Type: "string", Required: true, Description: "Warehouse code"}}
	wantChoice(t, "warehouse", fill(g, "For order ORD-10077, check stock of its SKU in warehouse CHI1", stock, map[string]any{"sku": "$var1.sku$"}, "warehouse", Sequence{}), "CHI1")
	room := []Input{{Name: "room", Type: "string", Required: true, Description: "Room number"}, {Name: "floor", Type: "integer", Required: true, Description: "Floor"}}
	wantChoice(t, "room", fill(g, "The light in room 4B on the 3rd floor is flickering", room, map[string]any{"floor": 3}, "room", Sequence{}), "4B")
	for w, want := range map[string]bool{"4B": true, "221B": true, "12AA": true, "4040's": false, "12abc": false, "B4": false} {
		if unitLetters(w) != want {
			t.Errorf("unitLetters(%q) = %v, want %v", w, !want, want)
		}
	}
	acct := []Input{{Name: "account", Type: "string", Required: true, Description: "Account number"}}
	if ch := fill(g, "What's account 4040's balance in CAD?", acct, nil, "account", Sequence{}); ch.Found && ch.Value != "4040" {
		t.Errorf("account = %v, want 4040 or an ask", ch.Value)
	}
}

// A description that asks for HH:MM:SS takes a time written so, its hour
// in two digits: a clip's "from 00:01:15 to 00:02:40", "1:02:10–1:05:00".
func TestFillHMS(t *testing.T) {
	g := New(Config{})
	clip := []Input{{Name: "video_id", Type: "string", Required: true, Description: "Video ID"},
		{Name: "start", Type: "string", Required: true, Description: "Start timestamp, HH:MM:SS"},
		{Name: "end", Type: "string", Required: true, Description: "End timestamp, HH:MM:SS"}}
	wantChoice(t, "end", fill(g, "Clip vid_88321 from 00:01:15 to 00:02:40", clip, map[string]any{"video_id": "vid_88321", "start": "00:01:15"}, "end", Sequence{}), "00:02:40")
	wantChoice(t, "start", fill(g, "Cut 1:02:10–1:05:00 out of video XK93ZQ", clip, map[string]any{"video_id": "XK93ZQ", "end": "01:05:00"}, "start", Sequence{}), "01:02:10")
}

// A request copied from a web page is read as the page shows it: its tags
// dropped (a block's as a line break), its character references decoded;
// a "<" that opens no tag, an address or a URL in brackets, stays.
func TestReadUnmarkup(t *testing.T) {
	for in, want := range map[string]string{
		"<p>Customer: <b>Ana Ruiz</b><br>Order: #A-7731</p>":              "\nCustomer: Ana Ruiz\nOrder: #A-7731\n",
		"Text it: &quot;Your table is ready&quot; &amp; &rsquo;ok&lsquo;": "Text it: \"Your table is ready\" & ’ok‘",
		"<tr><td>MUG-01</td><td>7.50</td></tr>":                           "\n MUG-01  7.50 \n",
		"From: Dana <dana@whitfield.co>, see <https://x.io>; a < b, <3":   "From: Dana <dana@whitfield.co>, see <https://x.io>; a < b, <3",
		"AT&T and R&D; no markup":                                         "AT&T and R&D; no markup",
		"Sheared Clementine, 4.2 lb :tada: thanks :+1:":                   "Sheared Clementine, 4.2 lb thanks",
		":wave: at 10:30:00, Note: x:y, ratio :1: ok":                     " at 10:30:00, Note: x:y, ratio :1: ok",
	} {
		if got := unmarkup(in); got != want {
			t.Errorf("unmarkup(%q) = %q, want %q", in, got, want)
		}
	}
	g := New(Config{})
	sms := []Input{{Name: "phone", Type: "string", Required: true, Description: "Phone number"}, {Name: "message", Type: "string", Required: true, Description: "Message text"}}
	wantChoice(t, "message", fill(g, "<div>Send &lsquo;Gate changed to B7&rsquo; to +44 7700 900123</div>", sms, map[string]any{"phone": "+44 7700 900123"}, "message", Sequence{}), "Gate changed to B7")
	product := []Input{{Name: "product_id", Type: "string", Required: true, Description: "Product ID"}, {Name: "size", Type: "string", Description: "Size"}}
	if ch := fill(g, "What does https://shop.example.com/p?id=8812&size=M cost?", product, map[string]any{"size": "M"}, "product_id", Sequence{}); ch.Found && strings.HasPrefix(fmt.Sprint(ch.Value), "https:") {
		t.Errorf("product_id = %v: a URL for an identifier", ch.Value)
	}
}

// Two names joined by "v." or "vs." are one case's name for an input whose
// example is written so, and neither name alone is its value (the second
// was taken, a wrong value); for any other input they stay two names.
// Initials keep their last period ("U.S.C.").
func TestFillVersusName(t *testing.T) {
	g := New(Config{})
	find := []Input{{Name: "case_name", Type: "string", Required: true, Description: "Case name, e.g. Roe v. Wade"}, {Name: "year", Type: "integer", Description: "Year decided"}}
	for q, want := range map[string]string{"Find Brown v. Board of Education (1954)": "Brown v. Board of Education", "Miranda v. Arizona": "Miranda v. Arizona",
		"Marbury vs. Madison from 1803": "Marbury vs. Madison", "Pull Obergefell v. Hodges, decided 2015": "Obergefell v. Hodges"} {
		wantChoice(t, "case_name", fill(g, q, find, nil, "case_name", Sequence{}), want)
	}
	odds := []Input{{Name: "home_team", Type: "string", Required: true, Description: "Home team"}, {Name: "away_team", Type: "string", Required: true, Description: "Away team"}}
	if ch := fill(g, "Odds for Celtics vs. Knicks tonight", odds, map[string]any{"away_team": "Knicks"}, "home_team", Sequence{}); ch.Found && ch.Value != "Celtics" {
		t.Errorf("home_team = %v, want Celtics or an ask", ch.Value)
	}
	bet := []Input{{Name: "team", Type: "string", Required: true, Description: "Team bet on"}}
	if ch := fill(g, "Put $20 on the Celtics vs. Knicks game", bet, nil, "team", Sequence{}); strings.Contains(fmt.Sprint(ch.Value), " vs. ") {
		t.Errorf("team = %v (found %v): a match's name, the best for a team", ch.Value, ch.Found)
	}
	statute := []Input{{Name: "code", Type: "string", Required: true, Description: "Code, e.g. U.S.C."}, {Name: "title", Type: "integer", Required: true, Description: "Title number"}}
	wantChoice(t, "code", fill(g, "Statute: 18 U.S.C. 1030", statute, map[string]any{"title": 18}, "code", Sequence{}), "U.S.C.")
}

// A bare time that starts a range takes the day part of the time that
// ends it, where that keeps the range in order ("7:30 to 8 in the
// evening" gave 07:30, a wrong value); a range's bare first hour joined by
// a dash is a time ("3-4:30pm"). Swedish quotes (”x”) are quotes, and a
// link's "mailto:" no part of its address.
func TestReadSharedDayPart(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"Reserve 7:30 to 8 in the evening": "time:7:30=19:30", "Block 3-4:30pm": "time:3=15:00", "Hold 9 to 5pm": "time:5pm=17:00",
		"Meet 10:15 until 11:45 pm": "time:10:15=22:15", "Call 11-1pm": "time:11=11:00", "Lunch 11:30 to 1pm": "time:11:30=11:30", "Into German: ”See you tomorrow”": "quoted:See you tomorrow=See you tomorrow",
		"Put mailto:li.wei@lab.edu on the list": "email:li.wei@lab.edu=li.wei@lab.edu"} {
		span, value, _ := strings.Cut(want, "=")
		if x, ok := candidate(g, text, span); !ok || fmt.Sprint(x.Value) != value {
			t.Errorf("%q: %s = %v (found %v), want %s in %v", text, span, x.Value, ok, value, cands(g.Read(text)))
		}
	}
	// a number that starts a range to a time with its day part is an
	// hour, no count ("from 6 to 11pm" gave a babysitter 6 hours); one
	// before a bare time or a count is none
	for text, want := range map[string]string{"from 6 to 11pm": "time:6=18:00", "Hold 9 to 5pm": "time:9=09:00", "3 to 5 apples": "number:3=3", "for 4 to 7:30": "number:4=4", "a table for 6, 8pm": "number:6=6"} {
		span, value, _ := strings.Cut(want, "=")
		if x, ok := candidate(g, text, span); !ok || fmt.Sprint(x.Value) != value {
			t.Errorf("%q: %s = %v (found %v), want %s in %v", text, span, x.Value, ok, value, cands(g.Read(text)))
		}
	}
}

// A height said in words is feet and inches ("six foot two" gave 6 feet,
// a wrong value), a bare number after feet is inches unless a noun of its
// own follows, and a comma before a unit of measure is a decimal comma
// ("1,78 m" gave 1, a wrong value). A SWIFT code's label is no part of it.
func TestReadHeightsAndUnitCommas(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"I'm six foot two": "number:six=74", "5 ft 11, and": "number:5=71", "3 feet 4 kids": "number:3=3", "3 feet and 4 kids": "number:3=3", "3 feet and 4 of them": "number:3=3",
		"height 1,78 m": "number:1,78=1.78", "2,5kg of rice": "number:2,5kg=2.5", "sizes 1,250 m": "number:1,250=1250"} {
		span, value, _ := strings.Cut(want, "=")
		if x, ok := candidate(g, text, span); !ok || fmt.Sprint(x.Value) != value {
			t.Errorf("%q: %s = %v (found %v), want %s in %v", text, span, x.Value, ok, value, cands(g.Read(text)))
		}
	}
	wire := []Input{{Name: "swift", Type: "string", Required: true, Description: "SWIFT/BIC code"}, {Name: "iban", Type: "string", Required: true, Description: "IBAN"}}
	wantChoice(t, "swift", fill(g, "Send £1,200 to GB29NWBK60161331926819 (SWIFT NWBKGB2L)", wire, map[string]any{"iban": "GB29NWBK60161331926819"}, "swift", Sequence{}), "NWBKGB2L")
}

// Minutes and seconds are read ("52:41", which no clock has): a duration
// HH:MM:SS takes them with no hours, a time MM:SS as written. A word of an
// input's name in the request labels that input's value: "My 5K is 24:30"
// gives no recent_5k "5K", and "a 19:58 5k" no race of 5K (both wrong
// values before).
func TestFillMinutesSeconds(t *testing.T) {
	g := New(Config{})
	run := []Input{{Name: "distance_km", Type: "number", Required: true, Description: "Distance in kilometers"}, {Name: "duration", Type: "string", Required: true, Description: "Duration, HH:MM:SS"}}
	wantChoice(t, "duration", fill(g, "Ran 10.2 km in 52:41 on the River Loop", run, map[string]any{"distance_km": json.Number("10.2")}, "duration", Sequence{}), "00:52:41")
	predict := []Input{{Name: "race", Type: "string", Required: true, Description: "Race distance", Enum: []any{"5K", "10K", "half marathon", "marathon"}},
		{Name: "recent_5k", Type: "string", Required: true, Description: "Recent 5K time, MM:SS"}}
	wantChoice(t, "recent_5k", fill(g, "My 5K is 24:30 — what would I run a half marathon in?", predict, map[string]any{"race": "half marathon"}, "recent_5k", Sequence{}), "24:30")
	wantChoice(t, "race", fill(g, "Predict my marathon off a 19:58 5k", predict, map[string]any{"recent_5k": "19:58"}, "race", Sequence{}), "marathon")
	if c := cands(g.Read("at 19:58, in 52:41, ratio 16:9")); !slices.Contains(c, "time:19:58") || !slices.Contains(c, "code:52:41") || !slices.Contains(c, "code:16:9") {
		t.Errorf("candidates %v", c)
	}
	// a split's seconds with tenths: "6:48.2" for an erg's "Time, mm:ss.s"
	// (a probe request: asked before), "1:02.5" for a duration with no hours
	erg := []Input{{Name: "member", Type: "string", Required: true, Description: "Member name"}, {Name: "distance_m", Type: "integer", Required: true, Description: "Distance in meters"},
		{Name: "time", Type: "string", Required: true, Description: "Time, mm:ss.s"}}
	wantChoice(t, "time", fill(g, "Log for member Pavel Novak 2000 meters in 6:48.2.", erg, map[string]any{"member": "Pavel Novak", "distance_m": json.Number("2000")}, "time", Sequence{}), "6:48.2")
	wantChoice(t, "duration", fill(g, "Swam 0.1 km in 1:02.5 this morning", run, map[string]any{"distance_km": json.Number("0.1")}, "duration", Sequence{}), "00:01:02.5")
}

// A time of day written as four digits ("ETA 1430") is the time for an
// input that takes HH:MM, where the request writes no time with a colon
// ("Give 1502 a late checkout till 12:30": 1502 is a room). Probe
// requests (harborpilot: asked, and "ETA 0600" written for an inserted
// call) and corpus-everyday's hotel-0012.
func TestFillMilitaryTime(t *testing.T) {
	g := New(Config{})
	pilot := []Input{{Name: "vessel", Type: "string", Required: true, Description: "Vessel name"}, {Name: "eta", Type: "string", Required: true, Description: "ETA, HH:MM"},
		{Name: "berth", Type: "string", Required: true, Description: "Berth"}}
	wantChoice(t, "eta", fill(g, "Pilot request, vessel MV Nordic Star, ETA 1430, berth 7.", pilot, map[string]any{"vessel": "MV Nordic Star", "berth": "7"}, "eta", Sequence{}), "14:30")
	wantChoice(t, "eta", fill(g, "Pilot request, vessel MSC Aurelia, ETA 0600, berth 12.", pilot, map[string]any{"vessel": "MSC Aurelia", "berth": "12"}, "eta", Sequence{}), "06:00")
	checkout := []Input{{Name: "room_number", Type: "string", Required: true, Description: "Room number"}, {Name: "until", Type: "string", Required: true, Description: "New checkout time, HH:MM"}}
	msg := Sequence{Tools: []string{"late_checkout", "guest_message"}, Uses: []Use{{Tool: "guest_message", Input: "room_number", Value: "1502"}, {Tool: "guest_message", Input: "text", Value: "Late checkout approved until 12:30."}}}
	wantChoice(t, "until", fill(g, "Give 1502 a late checkout till 12:30 and let them know by text: 'Late checkout approved until 12:30.'", checkout, map[string]any{"room_number": "1502"}, "until", msg), "12:30")
}

// A numbered step's number is no value, and the step a sentence of its
// own: "1) book Cedar Park Pavilion for 2027-06-19, 120 people 2) assign
// Milo Brandt to it" holds the numbers 120 alone (a probe request: the 1
// and the 2 were numbers, the venue asked). "(2)" and a sentence's last
// number are numbers still.
func TestReadEnumerators(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string][]string{
		"1) book Cedar Park Pavilion for 2027-06-19, 120 people 2) assign Milo Brandt to it": {"number:120"},
		"1. Book Room 4 for 2 nights.\n2. Email Ana.":                                        {"number:4", "number:2"},
		"Set priority (2) and book 12.":                                                      {"number:2", "number:12"},
		"Pick option 3) if it fits":                                                          {"number:3"},
		"1) set the priority (level 2) on ticket 7":                                          {"number:2", "number:7"},
	} {
		var got []string
		for _, c := range cands(g.Read(text)) {
			if strings.HasPrefix(c, "number:") {
				got = append(got, c)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: numbers %v, want %v", text, got, want)
		}
	}
	show := []Input{{Name: "venue", Type: "string", Required: true, Description: "Venue"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"},
		{Name: "audience", Type: "integer", Required: true, Description: "Expected audience"}}
	wantChoice(t, "audience", fill(g, "1) book a show at Maple Street Library on 2027-06-12 for about 40 kids", show,
		map[string]any{"venue": "Maple Street Library", "date": "2027-06-12"}, "audience", Sequence{}), 40)
}

// The call's own verb that opens the sentence is no word of the name
// after it: "Winterize Hector Alvarez's pond" names Hector Alvarez for
// winterize (a probe request: asked); a noun of the tool's name is no
// verb ("Crew B takes LC-4407" for assign_crew keeps its crew's word).
func TestFillToolVerbOpens(t *testing.T) {
	g := New(Config{})
	customer := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer name"}}
	ch := g.Read("Winterize Hector Alvarez's pond.").Fill(Call{Tool: "winterize", Inputs: customer, Open: []string{"customer"}}, Sequence{})[0]
	wantChoice(t, "customer", ch, "Hector Alvarez")
	crew := []Input{{Name: "job_id", Type: "string", Required: true, Description: "Job ID"}, {Name: "crew", Type: "string", Required: true, Description: "Crew"}}
	ch = g.Read("Crew B takes LC-4407.").Fill(Call{Tool: "assign_crew", Inputs: crew, Args: map[string]any{"job_id": "LC-4407"}, Open: []string{"crew"}}, Sequence{})[0]
	if ch.Found && ch.Value == "B" {
		t.Errorf("crew = B, want Crew B or an ask")
	}
}

// A person's name written family name first is one name ("Register:
// Okafor, Chidi - O+"), for an input that takes a person: no longer a
// wrong value of its given name alone (probe requests), though which is
// the donor's name stays asked. A city and its state, a list, two fields
// are none.
func TestReadInvertedNames(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]bool{
		"Register: Okafor, Chidi - O+ - drive BD-77":           true,
		"Thank Brennan, Maeve: 'Your donation helps.'":         true,
		"Fly me to Paris, Texas next week.":                    false,
		"Invite Ana, Ben and Carl.":                            false,
		"Invite Ana, Ben, Carl.":                               false,
		"New user -> Name: Omar Diaz, Email: omar@diaz.io":     false,
		"Enter Ana Lima, Level 8, from Summit Gymnastics.":     false,
		"Meet on Monday, March 3.":                             false,
		"I am shifting to 45 MG Road, Bengaluru. Transfer it.": false,
	} {
		got := slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.inverted })
		if got != want {
			t.Errorf("%q: inverted name %v, want %v", text, got, want)
		}
	}
	donor := []Input{{Name: "donor", Type: "string", Required: true, Description: "Donor name"}, {Name: "drive_id", Type: "string", Required: true, Description: "Drive ID"}}
	if ch := fill(g, "Register: Okafor, Chidi - O+ - drive BD-77", donor, map[string]any{"drive_id": "BD-77"}, "donor", Sequence{}); ch.Found {
		t.Errorf("donor = %v, want an ask", ch.Value)
	}
	city := []Input{{Name: "city", Type: "string", Required: true, Description: "City"}}
	if ch := fill(g, "Our office is Paris, Texas now.", city, nil, "city", Sequence{}); ch.Value == "Paris, Texas" {
		t.Errorf("city = Paris, Texas")
	}
}

// A name of words and digits a description's cue gives is an example's
// shape, as a code's is: "ECON 1101" for a course "e.g. CS 101".
func TestFillNameExampleShape(t *testing.T) {
	g := New(Config{})
	course := []Input{{Name: "course_code", Type: "string", Required: true, Description: "Course code, e.g. CS 101"}, {Name: "section", Type: "string", Required: true, Description: "Section number, e.g. 002"}}
	wantChoice(t, "course_code", fill(g, "Put me in PSYC 100 (section 010) this term", course, map[string]any{"section": "010"}, "course_code", Sequence{}), "PSYC 100")
	// a season and its year are one period, as a quarter and its year are
	term := append(course, Input{Name: "term", Type: "string", Required: true, Description: "Term, e.g. Fall 2025"})
	wantChoice(t, "term", fill(g, "Sign up for BIO 210, sec. 005, Spring 2026", term, map[string]any{"course_code": "BIO 210", "section": "005"}, "term", Sequence{}), "Spring 2026")
}

// A year written with its century elided is the year: "'16 vintage" is
// 2016 (it was 16, a wrong value); a height's and a word's apostrophes
// elide none.
func TestReadElidedYear(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"Ridge Monte Bello, '16 vintage": "number:'16=2016", "the class of ’09": "number:’09=2009", "a '69 Mustang": "number:'69=1969", "5'11\" tall": "number:5'11=71"} {
		span, value, _ := strings.Cut(want, "=")
		if x, ok := candidate(g, text, span); !ok || fmt.Sprint(x.Value) != value {
			t.Errorf("%q: %s = %v (found %v), want %s in %v", text, span, x.Value, ok, value, cands(g.Read(text)))
		}
	}
	wine := []Input{{Name: "producer", Type: "string", Required: true, Description: "Producer"}, {Name: "vintage", Type: "integer", Required: true, Description: "Vintage year"}}
	if ch := fill(g, "Looking for Ridge Monte Bello, '16 vintage, 375ml", wine, map[string]any{"producer": "Ridge Monte Bello"}, "vintage", Sequence{}); ch.Found && fmt.Sprint(ch.Value) != "2016" {
		t.Errorf("vintage = %v, want 2016 or an ask", ch.Value)
	}
}

// A description that counts a text's digits takes digits so many, and
// nothing else: the last four of a card are 4242 (a number for a text
// input, asked before) and never "Mastercard" (a wrong value before); a
// bound on the count is no count.
func TestFillDigitCount(t *testing.T) {
	g := New(Config{})
	card := []Input{{Name: "last_four", Type: "string", Required: true, Description: "Last four digits of the card"}}
	wantChoice(t, "last_four", fill(g, "Freeze my card ending in 4242", card, nil, "last_four", Sequence{}), "4242")
	dispute := append(card, Input{Name: "merchant", Type: "string", Required: true, Description: "Merchant name"})
	wantChoice(t, "last_four", fill(g, "I don't recognize a charge from Uber Eats on my Mastercard (last 4: 9034)", dispute, map[string]any{"merchant": "Uber Eats"}, "last_four", Sequence{}), "9034")
	for desc, want := range map[string]int{"8-digit account number": 8, "Last four digits of the card": 4, "PIN, up to 6 digits": 0, "Code of at least 8 digits": 0, "Include digits": 0,
		"Query: a city name e.g. Paris, a US zip e.g. 10001, a 3 digit airport code e.g. DXB, or an IP address": 0} {
		if got := g.lx.symbolCount(desc, "digit"); got != want {
			t.Errorf("symbolCount(%q, digit) = %d, want %d", desc, got, want)
		}
	}
}

// A description that counts a code's letters takes a code of so many
// letters, and no name: "in MD" for a "Two-letter state code" (asked
// before: a code no word of the input's labels), never "Maryland"; a
// country's code still takes the code a country's name gives (Japan, JP).
func TestFillLetterCount(t *testing.T) {
	g := New(Config{})
	regs := []Input{{Name: "species", Type: "string", Required: true, Description: "Species"},
		{Name: "state", Type: "string", Required: true, Description: "State, two-letter code"}}
	wantChoice(t, "state", fill(g, "bag limit for striped bass in MD", regs, map[string]any{"species": "striped bass"}, "state", Sequence{}), "MD")
	wantChoice(t, "state", fill(g, "Incorporate Northstar Health as a C-Corp in NY", []Input{{Name: "company_name", Type: "string", Required: true, Description: "Company name"},
		{Name: "state", Type: "string", Required: true, Description: "Two-letter state code"}}, map[string]any{"company_name": "Northstar Health"}, "state", Sequence{}), "NY")
	if ch := fill(g, "bag limit for striped bass in Maryland", regs, map[string]any{"species": "striped bass"}, "state", Sequence{}); ch.Found {
		t.Errorf("state = %v for Maryland, want an ask", ch.Value)
	}
	videos := []Input{{Name: "country", Type: "string", Required: true, Description: "Two-letter country code"}}
	wantChoice(t, "country", fill(g, "Show me the top 5 trending gaming videos in Japan.", videos, nil, "country", Sequence{}), "JP")
	for desc, want := range map[string]int{"Two-letter state code": 2, "State, 2-letter code": 2, "ISO 3-letter code": 3, "Letter grade": 0, "Cover letter text": 0} {
		if got := g.lx.symbolCount(desc, "letter"); got != want {
			t.Errorf("symbolCount(%q, letter) = %d, want %d", desc, got, want)
		}
	}
}

// A description's example written in digits is a shape of the input's
// values, as a code's is: "Form 8949" for a form "e.g. 1040" gives 8949,
// its label no part of it (it gave "Form 8949", a wrong value).
func TestFillNumberExampleShape(t *testing.T) {
	g := New(Config{})
	form := []Input{{Name: "form", Type: "string", Required: true, Description: "Form name, e.g. 1040"},
		{Name: "line", Type: "string", Required: true, Description: "Line number, e.g. 12b"},
		{Name: "tax_year", Type: "integer", Required: true, Description: "Tax year"}}
	w2 := Sequence{Tools: []string{"get_w2_box"}, Uses: []Use{{Tool: "get_w2_box", Input: "employer", Value: "Hooli"}, {Tool: "get_w2_box", Input: "box", Value: 4}, {Tool: "get_w2_box", Input: "tax_year", Value: 2024}}}
	wantChoice(t, "form", fill(g, "Read 2024 Form 8949 line 1a, then box 4 of my W-2 from Hooli for 2024.", form, map[string]any{"line": "1a", "tax_year": 2024}, "form", w2), "8949")
	// digits a cue gives first, whole, are an example; no others ("a 3
	// digit airport code", "q=10001", the 0 of a schedule)
	for desc, want := range map[string]string{"Form name, e.g. 1040": "9", "Query: a city, a US zip e.g. q=10001, or a 3 digit airport code": "",
		"Schedule, e.g. 0 2 * * *": technicalShape("0 2 * * *")} {
		if _, shapes, _ := g.examples(desc); strings.Join(shapes, " ") != want {
			t.Errorf("examples(%q): shapes %q, want %q", desc, shapes, want)
		}
	}
}

// A week written short is a week: "1 wk" is 7 days for a length in days
// (it was 1 day, a wrong value).
func TestFillWeekShort(t *testing.T) {
	g := New(Config{})
	car := []Input{{Name: "city", Type: "string", Required: true, Description: "Pick-up city"},
		{Name: "pickup_date", Type: "string", Required: true, Description: "Pick-up date, YYYY-MM-DD"},
		{Name: "days", Type: "integer", Required: true, Description: "Rental length in days"}}
	if ch := fill(g, "rental car, Phoenix, pick up 2025-09-03, 1 wk", car, map[string]any{"city": "Phoenix", "pickup_date": "2025-09-03"}, "days", Sequence{}); ch.Found && fmt.Sprint(ch.Value) != "7" {
		t.Errorf("days = %v, want 7 or an ask", ch.Value)
	}
}

// Two proper names joined by "and" are one work's title to an input that
// takes one, with the article that opens it, and none of its names alone
// is; to any other input they stay two names.
func TestFillWorkTitleWithAnd(t *testing.T) {
	g := New(Config{})
	book := []Input{{Name: "title", Type: "string", Required: true, Description: "Book title"},
		{Name: "list_name", Type: "string", Required: true, Description: "Reading list name"}}
	wantChoice(t, "title", fill(g, "Add Pride and Prejudice to my Classics list.", book, map[string]any{"list_name": "Classics"}, "title", Sequence{}), "Pride and Prejudice")
	find := []Input{{Name: "title", Type: "string", Required: true, Description: "Book title"}}
	wantChoice(t, "title", fill(g, "Who is the author of The Old Man and the Sea?", find, nil, "title", Sequence{}), "The Old Man and the Sea")
	person := []Input{{Name: "name", Type: "string", Required: true, Description: "Guest name"}}
	if ch := fill(g, "Invite Alice Smith and Bob Jones.", person, nil, "name", Sequence{}); ch.Found && strings.Contains(fmt.Sprint(ch.Value), " and ") {
		t.Errorf("name = %v: two people read as one", ch.Value)
	}
}

// An input whose name is a generic word that hints no kind ("number")
// takes its kind from its description, as a role's name does: a "Phone
// number" takes the phone number the request writes.
func TestFillGenericNameDescribed(t *testing.T) {
	g := New(Config{})
	call := []Input{{Name: "number", Type: "string", Required: true, Description: "Phone number"},
		{Name: "extension", Type: "string", Description: "Extension to dial"}}
	for req, want := range map[string]string{"Call 555-0100 ext. 23.": "555-0100", "Dial +1 (212) 555-0188, extension 23.": "+1 (212) 555-0188"} {
		ch := g.Read(req).Fill(Call{Tool: "call_number", Inputs: call, Args: map[string]any{"extension": "23"}, Open: []string{"number"}}, Sequence{})[0]
		wantChoice(t, "number", ch, want)
	}
}

// The thing a quantity counts or measures out is the value of an input
// that takes a thing (Lexicon.CountedThings): "a couple of avocados" gives
// a product, "half a kilo of flour" an ingredient; "8 people" counts no
// dish, and no other input takes it.
func TestFillCountedThings(t *testing.T) {
	g := New(Config{})
	cart := []Input{{Name: "product", Type: "string", Required: true, Description: "Product"},
		{Name: "quantity", Type: "integer", Required: true, Description: "How many"}}
	for req, want := range map[string]string{"Put a couple of avocados in the cart.": "avocados", "Add two dozen bagels.": "bagels"} {
		ch := g.Read(req).Fill(Call{Tool: "add_to_cart", Inputs: cart, Args: map[string]any{"quantity": json.Number("2")}, Open: []string{"product"}}, Sequence{})[0]
		wantChoice(t, "product", ch, want)
	}
	recipe := []Input{{Name: "name", Type: "string", Required: true, Description: "Ingredient"},
		{Name: "amount", Type: "number", Required: true, Description: "Amount"}, {Name: "unit", Type: "string", Required: true, Description: "Unit of the amount"}}
	ch := g.Read("Add half a kilo of flour to the recipe.").Fill(Call{Tool: "add_ingredient", Inputs: recipe, Args: map[string]any{"amount": json.Number("0.5"), "unit": "kilo"}, Open: []string{"name"}}, Sequence{})[0]
	wantChoice(t, "name", ch, "flour")
	food := []Input{{Name: "dish", Type: "string", Required: true, Description: "Dish"}, {Name: "servings", Type: "integer", Required: true, Description: "Servings"}}
	if ch := g.Read("Lasagna for roughly 8 people").Fill(Call{Tool: "order_food", Inputs: food, Args: map[string]any{"servings": json.Number("8")}, Open: []string{"dish"}}, Sequence{})[0]; ch.Found && ch.Value == "people" {
		t.Errorf("dish = people")
	}
	ship := []Input{{Name: "destination", Type: "string", Required: true, Description: "Where to ship"}}
	if ch := g.Read("Ship a dozen eggs.").Fill(Call{Tool: "ship", Inputs: ship, Open: []string{"destination"}}, Sequence{})[0]; ch.Value == "eggs" {
		t.Errorf("a destination ranks first the eggs a dozen counts")
	}
	// read for the inputs of things alone, a counted thing is stated but
	// not offered, as a phrase is not
	if r := g.Read("Submit a purchase request for 1000 units of lime."); !r.States("lime") || r.Offers("lime") {
		t.Errorf("lime: stated %v, offered %v; want stated, not offered", r.States("lime"), r.Offers("lime"))
	}
}

// A count of digits gives the thing it counts to an input of things
// ("Order 6 toner cartridges": the item), but not the people, portions,
// doses or records it counts (Lexicon.CountedForms), a number's word, a
// mark ("10 x SKU-11007") or a unit ("310 kcal"). corpus-everyday requests
// (officesupply, shelter, clinic, nutrition, orders, library2).
func TestFillCountedByDigits(t *testing.T) {
	g := New(Config{})
	item := func(name string) []Input {
		return []Input{{Name: name, Type: "string", Required: true, Description: "Item"}, {Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}}
	}
	for req, want := range map[string]string{
		"Order 6 toner cartridges from Brightline Supply.":     "toner cartridges",
		"We need to order 40 winter coats for the shelter.":    "winter coats",
		"Uh, order like 30 wound dressings for Walter Pruitt.": "wound dressings",
	} {
		ch := g.Read(req).Fill(Call{Tool: "order", Inputs: item("item"), Args: map[string]any{"quantity": json.Number("1")}, Open: []string{"item"}}, Sequence{})[0]
		wantChoice(t, "item", ch, want)
	}
	for _, c := range []struct{ req, input, not string }{
		{"I need more of my metformin, please send to Green Cross Pharmacy, 60 pills", "medication", "pills"},
		{"Find a gluten-free pizza recipe and scale it to 4 servings", "dish", "servings"},
		{"Log oatmeal, 310 kcal, 11 g protein", "food", "kcal"},
		{"renew 31234005550123 three weeks", "item", "three weeks"},
		{"10 x SKU-11007 to 10001", "product", "x"},
		{"Pixel 9 vs iPhone 16?", "product", "vs"},
	} {
		ch := g.Read(c.req).Fill(Call{Tool: "t", Inputs: item(c.input), Args: map[string]any{"quantity": json.Number("1")}, Open: []string{c.input}}, Sequence{})[0]
		if ch.Value == c.not {
			t.Errorf("%q: %s ranks %q first", c.req, c.input, c.not)
		}
	}
}

// A description that names the scheme of its code ("ICD-10 code") gives
// no example of it, and the scheme's name is no value the description
// writes as an example; one that asks for a datetime takes the date and
// time the request writes, not the date alone.
func TestFillSchemeAndDatetime(t *testing.T) {
	g := New(Config{})
	icd := []Input{{Name: "code", Type: "string", Required: true, Description: "ICD-10 code"}}
	if ch := g.Read("What is ICD-10 E11.9?").Fill(Call{Tool: "lookup_icd", Inputs: icd, Open: []string{"code"}}, Sequence{})[0]; ch.Value == "ICD-10" {
		t.Errorf("code = ICD-10, the scheme's name")
	}
	send := []Input{{Name: "template_name", Type: "string", Required: true, Description: "Template name"},
		{Name: "send_at", Type: "string", Required: true, Description: "When to send, ISO 8601 datetime"}}
	if ch := g.Read("Schedule the newsletter template for 2025-09-01T09:00:00Z.").Fill(Call{Tool: "schedule_send", Inputs: send, Args: map[string]any{"template_name": "newsletter"}, Open: []string{"send_at"}}, Sequence{})[0]; ch.Value != "2025-09-01T09:00:00Z" {
		t.Errorf("send_at = %v, want 2025-09-01T09:00:00Z first", ch.Value)
	}
}

// An expression is the value of an input that takes one alone
// (Lexicon.ExpressionWords), whole, and its parts are none; a formula of
// one term is a code it takes; no other input takes an expression.
func TestFillExpressions(t *testing.T) {
	g := New(Config{})
	eq := []Input{{Name: "equation", Type: "string", Required: true, Description: "Unbalanced equation"}}
	ch := g.Read("Balance Fe + O2 -> Fe2O3.").Fill(Call{Tool: "balance_equation", Inputs: eq, Open: []string{"equation"}}, Sequence{})[0]
	wantChoice(t, "equation", ch, "Fe + O2 -> Fe2O3")
	f := []Input{{Name: "formula", Type: "string", Required: true, Description: "Chemical formula"}}
	ch = g.Read("What's the molar mass of C6H12O6?").Fill(Call{Tool: "molar_mass", Inputs: f, Open: []string{"formula"}}, Sequence{})[0]
	wantChoice(t, "formula", ch, "C6H12O6")
	ref := []Input{{Name: "booking_ref", Type: "string", Required: true, Description: "Booking reference"}}
	if ch := g.Read("Booking ref K9ZT4M - x like 3C please").Fill(Call{Tool: "change_seat", Inputs: ref, Open: []string{"booking_ref"}}, Sequence{})[0]; ch.Value == "K9ZT4M - x" {
		t.Errorf("booking_ref = %v: an expression taken by no expression's input", ch.Value)
	}
}

// A quoted string of three words or more is a message, no identifier:
// an error_code takes no "Error 1045 (28000): Access denied"; a phone
// number in groups is one still.
func TestFillQuotedMessageNoID(t *testing.T) {
	g := New(Config{})
	inc := []Input{{Name: "service", Type: "string", Required: true, Description: "Affected service"},
		{Name: "error_code", Type: "string", Required: true, Description: "Error code"}}
	ch := g.Read("Got `Error 1045 (28000): Access denied` from mysql-prod; incident sev3.").Fill(Call{Tool: "open_incident", Inputs: inc, Args: map[string]any{"service": "mysql-prod"}, Open: []string{"error_code"}}, Sequence{})[0]
	if strings.Contains(fmt.Sprint(ch.Value), "Access denied") {
		t.Errorf("error_code = %v", ch.Value)
	}
	contact := []Input{{Name: "name", Type: "string", Required: true}, {Name: "phone", Type: "string", Required: true}}
	ch = g.Read(`Create this contact: {"name": "Iris Chen", "phone": "+1 415 555 0134"}`).Fill(Call{Tool: "create_contact", Inputs: contact, Args: map[string]any{"name": "Iris Chen"}, Open: []string{"phone"}}, Sequence{})[0]
	wantChoice(t, "phone", ch, "+1 415 555 0134")
}

// An input that takes a thing programs name (Lexicon.IdentInputs: a
// service, a repository, a bucket) takes a word written in lowercase
// parts joined by hyphens or underscores, wherever it stands; a topic
// takes no English compound so ("life-changing").
func TestFillIdentWords(t *testing.T) {
	g := New(Config{})
	svc := []Input{{Name: "service", Type: "string", Required: true, Description: "Service name"}}
	ch := g.Read("Restart auth-service, it's stuck.").Fill(Call{Tool: "restart_service", Inputs: svc, Open: []string{"service"}}, Sequence{})[0]
	wantChoice(t, "service", ch, "auth-service")
	r := g.Read("run_backup --source /var/www --retention-days 30 to app-logs")
	var idents []string
	for _, k := range r.identWords() {
		idents = append(idents, r.toks[r.words[k]].text)
	}
	if !slices.Contains(idents, "app-logs") || slices.Contains(idents, "retention-days") {
		t.Errorf("identWords = %q, want app-logs and no command's option", idents)
	}
	topic := []Input{{Name: "topic", Type: "string", Required: true, Description: "Topic"}}
	if ch := g.Read("Outline life-changing events.").Fill(Call{Tool: "outline", Inputs: topic, Open: []string{"topic"}}, Sequence{})[0]; ch.Value == "life-changing" {
		t.Errorf("topic = life-changing")
	}
	for w, want := range map[string]bool{"auth-service": true, "payments_worker": true, "mysql-prod": true, "e-mail": false, "t-shirt": false, "Auth-Service": false, "a-b": false} {
		if got := identWord(w); got != want {
			t.Errorf("identWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// A sentence that ends with "this" points to what follows it (Lexicon.
// PointingEnds): "Can you summarize this? https://..." gives the URL to
// the summary; "this report" names what it points to.
func TestFillPointingEnd(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "url", Type: "string", Required: true, Description: "Page URL"}}
	ch := g.Read("Can you summarize this? https://en.wikipedia.org/wiki/Go_(programming_language)").Fill(Call{Tool: "summarize_page", Inputs: in, Open: []string{"url"}}, Sequence{})[0]
	wantChoice(t, "url", ch, "https://en.wikipedia.org/wiki/Go_(programming_language)")
}

// "with the subject" introduces a subject's text, to its clause's end
// (Lexicon.TextCues), and a name or a code inside a cued text is a part
// of it, no rival: "Offsite plan", not "Offsite"; "Q3 numbers", not "Q3".
func TestFillSubjectCue(t *testing.T) {
	g := New(Config{})
	mail := []Input{{Name: "to", Type: "string", Required: true, Description: "Recipient address"},
		{Name: "subject", Type: "string", Required: true, Description: "Subject line"}}
	for _, c := range []struct{ req, to, want string }{
		{"Send jo@corp.com an email with subject Offsite plan; copy hr@corp.com.", "jo@corp.com", "Offsite plan"},
		{"Send an email to sara@acme.io with the subject Q3 numbers and say they look great", "sara@acme.io", "Q3 numbers"},
	} {
		ch := g.Read(c.req).Fill(Call{Tool: "send_email", Inputs: mail, Args: map[string]any{"to": c.to}, Open: []string{"subject"}}, Sequence{})[0]
		wantChoice(t, "subject", ch, c.want)
	}
}

// An ordinal in a description is no unit ("Second monthly payment" read
// "second" as a unit of time, so "$1,980" conflicted and "one" of "one of
// $1,980" was the payment, a wrong value); one a description states as its
// unit ("in second") still is.
func TestDescriptionOrdinal(t *testing.T) {
	g := New(Config{})
	offers := []Input{{Name: "payment_a", Type: "number", Required: true, Description: "First monthly payment"}, {Name: "payment_b", Type: "number", Required: true, Description: "Second monthly payment"}}
	wantChoice(t, "payment_b", fill(g, "Compare a payment of $2,212.24 with one of $1,980", offers, map[string]any{"payment_a": 2212.24}, "payment_b", Sequence{}), json.Number("1980"))
	delay := []Input{{Name: "delay", Type: "number", Required: true, Description: "Delay in second before a retry"}}
	if ch := fill(g, "Wait 3 minutes", delay, nil, "delay", Sequence{}); !ch.Found || fmt.Sprint(ch.Value) != "180" {
		t.Errorf("delay = %v (found %v), want 180: a unit stated", ch.Value, ch.Found)
	}
}

// An episode's code is a season and an episode ("S04E03" gave no season
// and the name "Succession S04E03" for the show, an ask), in one word or
// two; its letters must differ and be the lexicon's, and no name runs into
// it.
func TestReadEpisodeCode(t *testing.T) {
	g := New(Config{})
	ep := []Input{{Name: "show", Type: "string", Required: true, Description: "Show title"}, {Name: "season", Type: "integer", Required: true, Description: "Season number"}, {Name: "episode", Type: "integer", Required: true, Description: "Episode number"}}
	wantChoice(t, "season", fill(g, "Look up Succession S04E03", ep, map[string]any{"show": "Succession", "episode": 3}, "season", Sequence{}), json.Number("4"))
	wantChoice(t, "episode", fill(g, "Find Dark S03 E08 and add it", ep, map[string]any{"show": "Dark", "season": 3}, "episode", Sequence{}), json.Number("8"))
	show := g.Read("Look up Succession S04E03").Fill(Call{Tool: "get_episode", Inputs: ep, Args: map[string]any{"season": 4, "episode": 3}, Open: []string{"show"}}, Sequence{})[0]
	wantChoice(t, "show", show, "Succession")
	for text, want := range map[string]string{"s4e12 of Dark": "number:4=4 season", "Dark S03 E08": "number:08=8 episod"} {
		span, value, _ := strings.Cut(want, "=")
		if x, ok := candidate(g, text, span); !ok || fmt.Sprint(x.Value)+" "+x.Unit != value {
			t.Errorf("%q: %s = %v %s (found %v), want %s in %v", text, span, x.Value, x.Unit, ok, value, cands(g.Read(text)))
		}
	}
	for _, text := range []string{"Look up Succession S04E03", "Dark S03 E08 tonight"} {
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Name && strings.ContainsAny(c.Text, "0123456789") {
				t.Errorf("%q: name %q: an episode's code is no name", text, c.Text)
			}
		}
	}
	for _, text := range []string{"Cabin S04S03", "Part E4 S", "Route S4 12", "Part S123E45"} {
		for _, c := range g.Read(text).Candidates() {
			if c.Unit != "" {
				t.Errorf("%q: %s %q with unit %q: no episode's code", text, c.Kind, c.Text, c.Unit)
			}
		}
	}
}

// A car's make is a brand's name, as a manufacturer is ("2019 Honda Civic"
// gave make no preference for a name, an ask).
func TestFillCarMake(t *testing.T) {
	g := New(Config{})
	car := []Input{{Name: "make", Type: "string", Required: true, Description: "Car make"}, {Name: "model", Type: "string", Required: true, Description: "Car model"}, {Name: "year", Type: "integer", Required: true, Description: "Model year"}}
	ch := g.Read("Oil change for my 2019 Honda Civic").Fill(Call{Tool: "book_service", Inputs: car, Args: map[string]any{"model": "Civic", "year": 2019}, Open: []string{"make"}}, Sequence{})[0]
	wantChoice(t, "make", ch, "Honda")
}

// "Ask" that opens a request is the verb, no part of the name after it
// ("Ask Marcus for 40 bucks" gave "Ask Marcus" a rival of "Marcus", an ask).
func TestFillAskOpens(t *testing.T) {
	g := New(Config{})
	pay := []Input{{Name: "friend", Type: "string", Required: true, Description: "Friend's name"}, {Name: "amount", Type: "number", Required: true, Description: "Amount to request"}}
	ch := g.Read("Ask Marcus for 40 bucks").Fill(Call{Tool: "request_payment", Inputs: pay, Args: map[string]any{"amount": 40}, Open: []string{"friend"}}, Sequence{})[0]
	wantChoice(t, "friend", ch, "Marcus")
}

// An array of times written HH:MM takes the request's times in that form,
// one or a list ("at 7am and 6pm" and "at 9:00" gave asks), and no list of
// bare numbers ("at 7 and 19" gave ["7", "19"], a wrong value).
func TestFillTimesArray(t *testing.T) {
	g := New(Config{})
	feed := []Input{{Name: "pet_name", Type: "string", Required: true, Description: "Pet's name"}, {Name: "times", Type: "array", Items: "string", Required: true, Description: "Feeding times, HH:MM 24-hour"}}
	for text, want := range map[string]string{"Feed Biscuit 1/2 cup at 7am and 6pm": "[07:00 18:00]", "Give Ziggy 0.25 cup at 9:00": "[09:00]", "Luna gets 1.5 cups at 08:00, 13:00 and 19:30": "[08:00 13:00 19:30]", "Feed Miso 1/3 cup at 7 and 19": ""} {
		ch := g.Read(text).Fill(Call{Tool: "schedule_feeding", Inputs: feed, Args: map[string]any{"pet_name": "x"}, Open: []string{"times"}}, Sequence{})[0]
		if got := fmt.Sprint(ch.Value); want == "" && ch.Found || want != "" && (!ch.Found || got != want) {
			t.Errorf("%q: times = %v (found %v), want %q", text, got, ch.Found, want)
		}
	}
}

// A word a number's description codes ("0 for never", "0 = ground") is
// that number where the request says it ("never expire" gave an ask);
// symbols "optional" after a flag's words make it false ("symbols and
// digits optional" gave require_digit true, a wrong value).
func TestFillCodedWords(t *testing.T) {
	g := New(Config{})
	policy := []Input{{Name: "min_length", Type: "integer", Required: true, Description: "Minimum number of characters"}, {Name: "expiry_days", Type: "integer", Required: true, Description: "Days until a password expires; 0 for never"},
		{Name: "require_digit", Type: "boolean", Required: true, Description: "Whether a digit is required"}}
	wantChoice(t, "expiry_days", fill(g, "Min length 8, digits required, never expire", policy, map[string]any{"min_length": 8, "require_digit": true}, "expiry_days", Sequence{}), json.Number("0"))
	wantChoice(t, "require_digit", fill(g, "Require 10+ character passwords that rotate every 60 days; symbols and digits optional", policy, map[string]any{"min_length": 10, "expiry_days": 60}, "require_digit", Sequence{}), false)
	wantChoice(t, "require_digit", fill(g, "Require 10+ characters, digits required, symbols optional", policy, map[string]any{"min_length": 10, "expiry_days": 60}, "require_digit", Sequence{}), true)
	floor := []Input{{Name: "floor", Type: "integer", Required: true, Description: "Floor number (0 = ground, -1 means basement)"}}
	wantChoice(t, "floor", fill(g, "Send it down to the basement", floor, nil, "floor", Sequence{}), json.Number("-1"))
	for desc, want := range map[string]string{"Days; 0 for never": "[{never 0}]", "Level, ground = 0": "[{ground 0}]", "Seats for 2 people": "[]", "Count (0 = the default)": "[]"} {
		if got := fmt.Sprint(codedWords(g.lx, strings.ToLower(desc))); got != want {
			t.Errorf("codedWords(%q) = %s, want %s", desc, got, want)
		}
	}
}

// A demonym that opens a sentence is one ("Italian for 'thank you very
// much'?" gave no candidate for a target language, an ask).
func TestReadInitialDemonym(t *testing.T) {
	g := New(Config{})
	tr := []Input{{Name: "text", Type: "string", Required: true, Description: "Text to translate"}, {Name: "target_language", Type: "string", Required: true, Description: "Target language as an ISO 639-1 code, e.g. fr"}}
	ch := g.Read("Italian for 'thank you very much'?").Fill(Call{Tool: "translate_text", Inputs: tr, Args: map[string]any{"text": "thank you very much"}, Open: []string{"target_language"}}, Sequence{})[0]
	wantChoice(t, "target_language", ch, "it")
	if _, ok := candidate(g, "Spanish, please: good night", "demonym:Spanish"); !ok {
		t.Errorf("no demonym Spanish in %v", cands(g.Read("Spanish, please: good night")))
	}
	food := []Input{{Name: "food", Type: "string", Required: true, Description: "What was eaten"}, {Name: "calories", Type: "integer", Required: true, Description: "Calories"}}
	if ch := fill(g, "Greek yogurt with honey: 220 cal", food, map[string]any{"calories": 220}, "food", Sequence{}); ch.Found && ch.Value == "Greek" {
		t.Errorf("food = Greek: a demonym that qualifies the word after it is no value alone")
	}
}

// A measure's fraction is no part of the name before it ("Feed Biscuit 1/2
// cup" gave the name "Biscuit 1/2" and "Feed Biscuit 1/2", an ask); a
// number is ("Boeing 747").
func TestReadNameBeforeFraction(t *testing.T) {
	g := New(Config{})
	feed := []Input{{Name: "pet_name", Type: "string", Required: true, Description: "Pet's name"}, {Name: "cups", Type: "number", Required: true, Description: "Food per meal in cups"}}
	ch := g.Read("Feed Biscuit 1/2 cup at 7am and 6pm").Fill(Call{Tool: "schedule_feeding", Inputs: feed, Args: map[string]any{"cups": 0.5}, Open: []string{"pet_name"}}, Sequence{})[0]
	wantChoice(t, "pet_name", ch, "Biscuit")
	if _, ok := candidate(g, "Book a Boeing 747 charter", "name:Boeing 747"); !ok {
		t.Errorf("no name Boeing 747 in %v", cands(g.Read("Book a Boeing 747 charter")))
	}
}

// A card's number printed in groups is one code ("6006 4921 3380 1175"
// gave four numbers, an ask), written in digits alone where its
// description asks so ("7777-0412-9981-3306" was kept with its hyphens, a
// wrong value); a parenthesis after the last group marks no phone number
// ("6280 0011 2233 4455 (PIN 9021)" read "0011 2233 4455" as one, a PIN's
// wrong value), and a PIN is an identifier, its digits as written.
func TestFillCardNumber(t *testing.T) {
	g := New(Config{})
	card := []Input{{Name: "card_number", Type: "string", Required: true, Description: "Gift card number, digits only"}, {Name: "pin", Type: "string", Required: true, Description: "Card PIN"}}
	for text, want := range map[string]string{"Balance on gift card 6006 4921 3380 1175, PIN 4412": "6006492133801175", "Check card 7777-0412-9981-3306 with pin 0095": "7777041299813306", "What's on gift card 3400 1234 5678 901 pin 246810": "340012345678901", "How much is left on my gift card? Number 5019881234567890, PIN: 3321": "5019881234567890"} {
		ch := g.Read(text).Fill(Call{Tool: "check_balance", Inputs: card, Args: map[string]any{"pin": strings.Fields(text)[len(strings.Fields(text))-1]}, Open: []string{"card_number"}}, Sequence{})[0]
		wantChoice(t, text, ch, want)
	}
	for text, want := range map[string][2]string{"Balance on gift card 6006 4921 3380 1175, PIN 4412": {"6006492133801175", "4412"}, "Check the balance of 6280 0011 2233 4455 (PIN 9021)": {"6280001122334455", "9021"}} {
		ch := g.Read(text).Fill(Call{Tool: "check_balance", Inputs: card, Args: map[string]any{"card_number": want[0]}, Open: []string{"pin"}}, Sequence{})[0]
		wantChoice(t, text, ch, want[1])
	}
	for _, text := range []string{"Seasons 2019 2020 2021 2022", "Call 4412 5566 7788 now", "Order 0011 2233 4455 (PIN 9021)"} {
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Code && strings.Contains(c.Text, " ") {
				t.Errorf("%q: code %q: no card's number", text, c.Text)
			}
		}
	}
	// groups that run on past a card's 19 digits are a tracking number,
	// read whole ("9400 1000 0000 0000" was cut off inside its run, a
	// wrong value), or, past maxGroupedDigits, no code at all; and a
	// number after a card's last group stays apart
	if _, ok := candidate(g, "Track USPS package 9400 1000 0000 0000 0000 00 and set a timer", "code:9400 1000 0000 0000 0000 00"); !ok {
		t.Errorf("no tracking number in %v", cands(g.Read("Track USPS package 9400 1000 0000 0000 0000 00 and set a timer")))
	}
	if _, ok := candidate(g, "card 6006 4921 3380 1175 22 times", "code:6006 4921 3380 1175"); !ok {
		t.Errorf("no card number in %v", cands(g.Read("card 6006 4921 3380 1175 22 times")))
	}
	for _, c := range g.Read("ship 1234 5678 9012 3456 7890 1234 5678 9012 3456 7890 now").Candidates() {
		if c.Kind == Code {
			t.Errorf("40 digits in groups: code %q, want none", c.Text)
		}
	}
	for text, phone := range map[string]string{"Call (415) 555-0100 now": "(415) 555-0100", "Call 1 (800) 555-0199 now": "1 (800) 555-0199"} {
		if _, ok := candidate(g, text, "code:"+phone); !ok {
			t.Errorf("no phone %q in %v", phone, cands(g.Read(text)))
		}
	}
}

// A field whose label is the input's own last word holds its value,
// though another argument's text holds the value too ("component:
// notifications" beside the title "Push notifications delayed by hours"
// was used, an ask).
func TestFillOwnField(t *testing.T) {
	g := New(Config{})
	bug := []Input{{Name: "title", Type: "string", Required: true, Description: "Short summary"}, {Name: "severity", Type: "string", Required: true, Description: "Severity", Enum: []any{"low", "high"}}, {Name: "component", Type: "string", Required: true, Description: "Affected component"}}
	ch := g.Read("sev: high | component: notifications | title: Push notifications delayed by hours").Fill(Call{Tool: "file_bug", Inputs: bug, Args: map[string]any{"title": "Push notifications delayed by hours", "severity": "high"}, Open: []string{"component"}}, Sequence{})[0]
	wantChoice(t, "component", ch, "notifications")
	ticket := []Input{{Name: "title", Type: "string", Required: true, Description: "Ticket title"}, {Name: "customer_email", Type: "string", Required: true, Description: "Customer e-mail"}}
	ch = g.Read("New ticket, priority low, title: Typo on pricing page, customer jo@brightline.com").Fill(Call{Tool: "create_ticket", Inputs: ticket, Args: map[string]any{"customer_email": "jo@brightline.com"}, Open: []string{"title"}}, Sequence{})[0]
	wantChoice(t, "title", ch, "Typo on pricing page")
}

// "once", "twice" and "thrice" count times, as "2 times" does ("twice
// daily" gave doses per day no value, an ask).
func TestReadOccurrenceNumbers(t *testing.T) {
	g := New(Config{})
	med := []Input{{Name: "dose_mg", Type: "number", Required: true, Description: "Dose in milligrams"}, {Name: "times_per_day", Type: "integer", Required: true, Description: "Doses per day"}, {Name: "days", Type: "integer", Required: true, Description: "Course length in days"}}
	ch := g.Read("Add ibuprofen, 400 mg, twice daily, 5 days").Fill(Call{Tool: "add_medication", Inputs: med, Args: map[string]any{"dose_mg": 400, "days": 5}, Open: []string{"times_per_day"}}, Sequence{})[0]
	wantChoice(t, "times_per_day", ch, json.Number("2"))
	if occurrenceUnit != stem("times") {
		t.Errorf("occurrenceUnit %q, stem of times %q", occurrenceUnit, stem("times"))
	}
	if x, ok := candidate(g, "Water the ficus once a week", "number:once"); !ok || x.Value != json.Number("1") || x.Unit != occurrenceUnit {
		t.Errorf("once = %v %q (found %v)", x.Value, x.Unit, ok)
	}
	if x, ok := candidate(g, "Once the order is confirmed, install it", "number:Once"); ok {
		t.Errorf("Once = %v: a conjunction counts nothing", x.Value)
	}
}

// A number joined to its unit by a hyphen in a description is no example
// of a quantity ("Start time, HH:MM 24-hour" took "half an hour" as
// written, an ask beside the time 04:45).
func TestDescriptionCompoundNoQuantity(t *testing.T) {
	g := New(Config{})
	zone := []Input{{Name: "minutes", Type: "integer", Required: true, Description: "Run time in minutes"}, {Name: "start_time", Type: "string", Required: true, Description: "Start time, HH:MM 24-hour"}}
	wantChoice(t, "start_time", fill(g, "zone six, half an hour, 04:45, every 4 days", zone, map[string]any{"minutes": 30}, "start_time", Sequence{}), "04:45")
	if q, _, _ := g.examples("Dose, such as 500 mg"); !q {
		t.Errorf("500 mg: a quantity's example")
	}
}

// A name that opens the request may join its words with an ampersand
// ("Kessler & Sons gets Net 60" gave "Sons", a wrong value), and its first
// word is then no verb.
func TestReadInitialAmpersandName(t *testing.T) {
	g := New(Config{})
	terms := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer name"}, {Name: "net_days", Type: "integer", Required: true, Description: "Days until payment is due"}}
	ch := g.Read("Kessler & Sons gets Net 60 with 1% off if they pay within 15 days").Fill(Call{Tool: "set_payment_terms", Inputs: terms, Args: map[string]any{"net_days": 60}, Open: []string{"customer"}}, Sequence{})[0]
	wantChoice(t, "customer", ch, "Kessler & Sons")
	if _, ok := candidate(g, "Kessler & Sons gets Net 60", "name:Kessler & Sons"); !ok {
		t.Errorf("no name Kessler & Sons in %v", cands(g.Read("Kessler & Sons gets Net 60")))
	}
}

// "non-" before a flag's word negates it ("non-smoking" gave smoking no
// value, an ask).
func TestFillNonFlag(t *testing.T) {
	g := New(Config{})
	prefs := []Input{{Name: "bed", Type: "string", Required: true, Description: "Bed type", Enum: []any{"king", "queen"}}, {Name: "smoking", Type: "boolean", Required: true, Description: "Smoking room"}}
	for text, want := range map[string]bool{"Save prefs for Mr. Hale: king bed, high floor, non-smoking": false, "Ellen Brandt: queen bed, smoking allowed": true} {
		ch := g.Read(text).Fill(Call{Tool: "set_room_preferences", Inputs: prefs, Args: map[string]any{"bed": "king"}, Open: []string{"smoking"}}, Sequence{})[0]
		wantChoice(t, text, ch, want)
	}
}

// The call's own verb that opens the sentence labels no name after it:
// "Fuel Reel Therapy with 95 L of petrol" gives fuel_up's fuel no "Reel
// Therapy" (a probe request: a wrong value).
func TestCallVerbLinksNoName(t *testing.T) {
	g := New(Config{})
	ins := []Input{{Name: "boat", Type: "string", Required: true, Description: "Boat name"}, {Name: "liters", Type: "number", Required: true, Description: "Liters"}, {Name: "fuel", Type: "string", Required: true, Description: "Fuel type"}}
	for _, ch := range g.Read("Fuel Reel Therapy with 95 L of petrol and sell 2 bags of ice on that receipt.").Fill(Call{Tool: "fuel_up", Inputs: ins, Args: map[string]any{}, Open: []string{"boat", "liters", "fuel"}}, Sequence{}) {
		if ch.Input == "fuel" && ch.Found && ch.Value != "petrol" {
			t.Errorf("fuel = %v, want petrol or an ask", ch.Value)
		}
	}
}

// A name that opens a sentence before one of Lexicon.SubjectVerbs is its
// subject ("Anika Rao wants two doubles" gave "Rao" a rival, an ask); one
// before an object may open with a verb ("Bump Leo Park's salary").
func TestReadInitialSubject(t *testing.T) {
	g := New(Config{})
	prefs := []Input{{Name: "guest", Type: "string", Required: true, Description: "Guest name"}, {Name: "bed", Type: "string", Required: true, Description: "Bed type", Enum: []any{"king", "two doubles"}}}
	ch := g.Read("Anika Rao wants two doubles and a smoking room").Fill(Call{Tool: "set_room_preferences", Inputs: prefs, Args: map[string]any{"bed": "two doubles"}, Open: []string{"guest"}}, Sequence{})[0]
	wantChoice(t, "guest", ch, "Anika Rao")
	// "takes" is a subject's verb too (a probe request: asked)
	driver := []Input{{Name: "ride_id", Type: "string", Required: true, Description: "Ride ID"}, {Name: "driver", Type: "string", Required: true, Description: "Driver name"}}
	wantChoice(t, "driver", fill(g, "Somchai Rattanakosin takes TT-3308.", driver, map[string]any{"ride_id": "TT-3308"}, "driver", Sequence{}), "Somchai Rattanakosin")
	if _, ok := candidate(g, "Bump Leo Park's salary", "name:Leo Park"); !ok {
		t.Errorf("no rival Leo Park in %v", cands(g.Read("Bump Leo Park's salary")))
	}
}

// A count of times is no measure ("Pepper eats a cup twice a day" gave 2
// cups, a wrong value).
func TestFillTimesNoMeasure(t *testing.T) {
	g := New(Config{})
	feed := []Input{{Name: "pet_name", Type: "string", Required: true, Description: "Pet's name"}, {Name: "cups", Type: "number", Required: true, Description: "Food per meal in cups"}}
	for _, text := range []string{"Pepper eats a cup twice a day, 7:15 and 17:45", "Pepper eats a cup 3 times a day"} {
		if ch := fill(g, text, feed, map[string]any{"pet_name": "Pepper"}, "cups", Sequence{}); ch.Found && fmt.Sprint(ch.Value) != "1" {
			t.Errorf("%q: cups = %v, want 1 or an ask", text, ch.Value)
		}
	}
	reminder := []Input{{Name: "pet_name", Type: "string", Required: true, Description: "Pet's name"}, {Name: "times_per_day", Type: "integer", Required: true, Description: "Feedings per day"}}
	wantChoice(t, "times_per_day", fill(g, "Set up feeding for Oscar three times a day", reminder, map[string]any{"pet_name": "Oscar"}, "times_per_day", Sequence{}), json.Number("3"))
}

// A scale of 0 to 100 takes a percentage as written, and a fraction's "0
// to 1" is no part of "0 to 100" ("Volume to 40%" for "Volume from 0 to
// 100" gave 0.4, an ask); one capital letter is no proper name ("a 20% B
// arm" gave an experiment's name B, a wrong value).
func TestFillPercentScale(t *testing.T) {
	g := New(Config{})
	vol := []Input{{Name: "level", Type: "integer", Required: true, Description: "Volume from 0 to 100"}}
	wantChoice(t, "level", fill(g, "Volume to 40%", vol, nil, "level", Sequence{}), json.Number("40"))
	share := []Input{{Name: "share", Type: "number", Required: true, Description: "Share, from 0 to 1"}}
	if ch := fill(g, "Give them 40%", share, nil, "share", Sequence{}); fmt.Sprint(ch.Value) != "0.4" {
		t.Errorf("share = %v, want 0.4 (a fraction's scale)", ch.Value)
	}
	for s, want := range map[string]bool{"from 0 to 100": false, "from 0 to 1": true, "from 0 to 1.5": false, "10 to 1": false, "0 to 1.": true} {
		if containsNumbers(s, "0 to 1") != want {
			t.Errorf("containsNumbers(%q, \"0 to 1\") = %v", s, !want)
		}
	}
	exp := []Input{{Name: "name", Type: "string", Required: true, Description: "Experiment name"}, {Name: "traffic_percent", Type: "number", Required: true, Description: "Share of traffic, in percent"}}
	if ch := fill(g, "Create test search-ranking with 5% traffic and a 20% B arm", exp, map[string]any{"traffic_percent": 5}, "name", Sequence{}); ch.Found && ch.Value == "B" {
		t.Errorf("name = B: a letter is no name")
	}
	chem := []Input{{Name: "chemical_name", Type: "string", Required: true, Description: "Chemical name"}}
	wantChoice(t, "chemical_name", fill(g, "I need the toxicity of a substance we will call X.", chem, nil, "chemical_name", Sequence{}), "X")
}

// A capital K after digits, with no currency, is no thousand alone: the
// digits are a rival ("window seat 31K" gave the row 31000, a wrong
// value); "$31K" and "31k" stay thousands.
func TestReadCapitalK(t *testing.T) {
	g := New(Config{})
	seat := []Input{{Name: "confirmation", Type: "string", Required: true, Description: "Booking confirmation code"}, {Name: "row", Type: "integer", Required: true, Description: "Seat row"}}
	if ch := fill(g, "booking ref MN2X7V, window seat 31K please", seat, map[string]any{"confirmation": "MN2X7V"}, "row", Sequence{}); ch.Found && fmt.Sprint(ch.Value) != "31" {
		t.Errorf("row = %v, want 31 or an ask", ch.Value)
	}
	for text, want := range map[string]string{"Pay $31K": "[31000]", "salary 31k": "[31000]", "seat 31K": "[31000 31]"} {
		if got := numberValues(g, text); fmt.Sprint(got) != want {
			t.Errorf("%q: numbers %v, want %s", text, got, want)
		}
	}
}

// A word two yes-or-no inputs' names share may go unsaid ("no inspection"
// for inspection_contingency beside financing_contingency gave an ask),
// and "waive" negates ("waive inspection").
func TestFillSharedFlagWord(t *testing.T) {
	g := New(Config{})
	offer := []Input{{Name: "amount", Type: "number", Required: true, Description: "Offer amount in dollars"}, {Name: "inspection_contingency", Type: "boolean", Required: true, Description: "Offer depends on an inspection"}, {Name: "financing_contingency", Type: "boolean", Required: true, Description: "Offer depends on financing"}}
	for text, want := range map[string]bool{"Put in 1.1M for 88 Harbor View Rd, cash, no inspection, 21-day close": false, "We'll offer 612500 for 301 Oak Ave with financing contingency, waive inspection": false, "Bid 430,000 on 15 Cedar Way. Subject to inspection.": true} {
		ch := g.Read(text).Fill(Call{Tool: "submit_offer", Inputs: offer, Args: map[string]any{"amount": 1, "financing_contingency": true}, Open: []string{"inspection_contingency"}}, Sequence{})[0]
		wantChoice(t, text, ch, want)
	}
}

// An enum member named by an alias of stop words alone is a mention
// (Lexicon.EnumAliases: "under 60" for below gave no candidate, an ask).
func TestFillStopWordMember(t *testing.T) {
	g := New(Config{})
	alert := []Input{{Name: "city", Type: "string", Required: true, Description: "City"}, {Name: "direction", Type: "string", Required: true, Description: "Alert above or below the threshold", Enum: []any{"above", "below"}}}
	for text, want := range map[string]string{"Humidity in Singapore under 60 - let me know": "below", "Set a rainfall alert for Mumbai over 100 mm": "above"} {
		ch := g.Read(text).Fill(Call{Tool: "create_weather_alert", Inputs: alert, Args: map[string]any{"city": "x"}, Open: []string{"direction"}}, Sequence{})[0]
		wantChoice(t, text, ch, want)
	}
	units := []Input{{Name: "value", Type: "number", Required: true, Description: "Value"}, {Name: "from_unit", Type: "string", Required: true, Description: "Unit", Enum: []any{"ft", "in", "m"}}, {Name: "to_unit", Type: "string", Required: true, Description: "Unit", Enum: []any{"ft", "in", "m"}}}
	wantChoice(t, "from_unit", g.Read("6 feet in meters").Fill(Call{Tool: "convert_length", Inputs: units, Args: map[string]any{"value": 6, "to_unit": "m"}, Open: []string{"from_unit"}}, Sequence{})[0], "ft")
}

// A word of Lexicon.MemberGroups names several members of an array's item
// enum at once ("every weekday" and "weekends" gave asks); a group whose
// members the enum lacks names none.
func TestFillMemberGroups(t *testing.T) {
	g := New(Config{})
	days := []any{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
	habit := []Input{{Name: "habit", Type: "string", Required: true, Description: "What to do"}, {Name: "days", Type: "array", Items: "string", ItemEnum: days, Required: true, Description: "Days of the week"}}
	for text, want := range map[string]string{"Track a meditation habit every weekday at 06:30": "[mon tue wed thu fri]", "New habit: journal on weekends at 9:30 pm": "[sat sun]", "Habit: floss daily at 22:15": "[mon tue wed thu fri sat sun]"} {
		ch := g.Read(text).Fill(Call{Tool: "create_habit", Inputs: habit, Args: map[string]any{"habit": "x"}, Open: []string{"days"}}, Sequence{})[0]
		if !ch.Found || fmt.Sprint(ch.Value) != want {
			t.Errorf("%q: days = %v (found %v), want %s", text, ch.Value, ch.Found, want)
		}
	}
	weekend := []Input{{Name: "days", Type: "array", Items: "string", ItemEnum: []any{"sat", "sun", "holiday"}, Required: true, Description: "Days"}}
	if ch := g.Read("Habit: floss daily at 22:15").Fill(Call{Tool: "create_habit", Inputs: weekend, Open: []string{"days"}}, Sequence{})[0]; ch.Found || fmt.Sprint(ch.Value) == "[sat sun]" {
		t.Errorf("days = %v: the enum lacks a weekday, no group", ch.Value)
	}
}

// A price per a unit "in dollars" is money ("Price per kWh in dollars" was
// an energy, so "9 cents per kWh" conflicted, an ask), cents per the unit
// are hundredths of it, and a cent sign is cents ("11.5¢/kWh" gave 11.5,
// a wrong value).
func TestFillCentsPerUnit(t *testing.T) {
	g := New(Config{})
	tariff := []Input{{Name: "plan_name", Type: "string", Required: true, Description: "Tariff plan name"}, {Name: "rate_per_kwh", Type: "number", Required: true, Description: "Price per kWh in dollars"}}
	for text, want := range map[string]string{"Tariff EV Night: 9 cents per kWh, peak 5pm-9pm": "0.09", "Make 'Off-Peak Plus' 11.5¢/kWh with peak 18:00 to 22:00": "0.115", "Plan Basic: 12¢ per kWh": "0.12"} {
		ch := g.Read(text).Fill(Call{Tool: "set_tariff", Inputs: tariff, Args: map[string]any{"plan_name": "x"}, Open: []string{"rate_per_kwh"}}, Sequence{})[0]
		wantChoice(t, text, ch, json.Number(want))
	}
	if x, ok := candidate(g, "gum for 50¢", "number:50"); !ok || x.Unit != centUnit || centUnit != stem("cents") {
		t.Errorf("50¢: unit %q (found %v)", x.Unit, ok)
	}
}

// A name of two words whose first is the text input's own last word is
// its label where that word labels a place ("Row F" for a row gave an
// ask; F is the value), but "Airport XYZ" is a name whole; an identifier before a colon is no field's label
// ("EVT-77120: section 320, row 12" gave the section the whole rest, a
// wrong value).
func TestFillLabelledPart(t *testing.T) {
	g := New(Config{})
	hold := []Input{{Name: "event_id", Type: "string", Required: true, Description: "Event ID"}, {Name: "section", Type: "string", Required: true, Description: "Section"}, {Name: "row", Type: "string", Required: true, Description: "Row"}}
	ch := g.Read("Hold Section 112, Row F, Seats 7-8 for event EVT-20931").Fill(Call{Tool: "hold_seats", Inputs: hold, Args: map[string]any{"event_id": "EVT-20931", "section": "112"}, Open: []string{"row"}}, Sequence{})[0]
	wantChoice(t, "row", ch, "F")
	ch = g.Read("EVT-77120: section 320, row 12, seats 5 to 8").Fill(Call{Tool: "hold_seats", Inputs: hold, Args: map[string]any{"event_id": "EVT-77120", "row": "12"}, Open: []string{"section"}}, Sequence{})[0]
	if ch.Found && ch.Value != "320" {
		t.Errorf("section = %v, want 320 or an ask", ch.Value)
	}
	tower := []Input{{Name: "flight_number", Type: "string", Required: true, Description: "Flight number"}, {Name: "destination_airport", Type: "string", Required: true, Description: "Destination airport"}}
	if ch := g.Read("Contact the tower for flight XY123 towards Airport XYZ.").Fill(Call{Tool: "communicate_with_control_tower", Inputs: tower, Args: map[string]any{"flight_number": "XY123"}, Open: []string{"destination_airport"}}, Sequence{})[0]; ch.Value == "XYZ" {
		t.Errorf("destination_airport = XYZ: an airport's name is whole")
	}
}

// A country's code takes no name the code table lacks nor a demonym
// ("from Scotland" and "Greek origin" were written as the code, wrong
// values), and an identifier's word labels the code after it ("Return SKU
// TS-RED-M" for an item_sku gave an ask).
func TestFillCodesNotNames(t *testing.T) {
	g := New(Config{})
	decl := []Input{{Name: "description", Type: "string", Required: true, Description: "Item description"}, {Name: "origin_country", Type: "string", Required: true, Description: "Country of origin, ISO 3166-1 alpha-2 code, e.g. US"}}
	for _, text := range []string{"Add a declaration for wool scarves from Scotland, 6117.10, $140", "Declare 2 bottles of olive oil, HS 1509.20, total $38, Greek origin"} {
		if ch := g.Read(text).Fill(Call{Tool: "declare_item", Inputs: decl, Args: map[string]any{"description": "x"}, Open: []string{"origin_country"}}, Sequence{})[0]; ch.Found {
			t.Errorf("%q: origin_country = %v, want an ask", text, ch.Value)
		}
	}
	wantChoice(t, "origin_country", g.Read("Declare a used laptop, made in China").Fill(Call{Tool: "declare_item", Inputs: decl, Args: map[string]any{"description": "used laptop"}, Open: []string{"origin_country"}}, Sequence{})[0], "CN")
	ret := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "item_sku", Type: "string", Required: true, Description: "SKU of the item"}}
	wantChoice(t, "item_sku", g.Read("Return SKU TS-RED-M from order A-4412, wrong size").Fill(Call{Tool: "start_return", Inputs: ret, Args: map[string]any{"order_id": "A-4412"}, Open: []string{"item_sku"}}, Sequence{})[0], "TS-RED-M")
}

// "plus or minus 2" is a tolerance, no negative number ("plus or minus 2
// days" gave -2, a wrong value); a calendar's years are twelve months ("over
// 5 years" for a term in months gave 5, a wrong value), and weeks no whole
// number of them.
func TestReadToleranceAndCalendar(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"around 2026-03-03, plus or minus 2 days": "number:2=2", "minus 25 degrees": "number:minus 25=-25"} {
		span, value, _ := strings.Cut(want, "=")
		if x, ok := candidate(g, text, span); !ok || fmt.Sprint(x.Value) != value {
			t.Errorf("%q: %s = %v (found %v), want %s in %v", text, span, x.Value, ok, value, cands(g.Read(text)))
		}
	}
	loan := []Input{{Name: "price", Type: "number", Required: true, Description: "Car price in dollars"}, {Name: "months", Type: "integer", Required: true, Description: "Loan term in months"}}
	for text, want := range map[string]string{"Payment for a $31,250 SUV over 5 years": "60", "Monthly cost: car $52k, 6-year loan": "72", "a $20,000 car over 30 months": "30", "a $20,000 car over 6 weeks": ""} {
		ch := fill(g, text, loan, map[string]any{"price": 1}, "months", Sequence{})
		if want == "" && ch.Found || want != "" && (!ch.Found || fmt.Sprint(ch.Value) != want) {
			t.Errorf("%q: months = %v (found %v), want %q", text, ch.Value, ch.Found, want)
		}
	}
	report := []Input{{Name: "year", Type: "integer", Required: true, Description: "Year"}, {Name: "quarter", Type: "integer", Required: true, Description: "Quarter"}}
	if s := g.readInput(&report[0], nil); s.unit != "" {
		t.Errorf("year: unit %q, want none (a point in time)", s.unit)
	}
}

// A money sign gives a currency's code ("charge $25" gave an ask; the
// amount is no "used" value of the code); a number right after a place's
// label is that place as written ("zone 4021"); a phone number ends before
// a quantity ("+81 90 1234 5678 3 GB" took the 3); an ampersand joins a
// street's ordinal ("Market & 5th" gave "Market", a wrong value).
func TestFillSignsLabelsPhones(t *testing.T) {
	g := New(Config{})
	top := []Input{{Name: "phone", Type: "string", Required: true, Description: "Phone number in international format"}, {Name: "gigabytes", Type: "number", Required: true, Description: "Data to add, in GB"}, {Name: "amount", Type: "number", Required: true, Description: "Price to charge"}, {Name: "currency", Type: "string", Required: true, Description: "Currency code, e.g. GBP"}}
	for text, want := range map[string][3]string{"Top up +1 415 555 0134 with 10GB, charge $25": {"+1 415 555 0134", "25", "USD"}, "Put 2.5 gigs on +33 6 12 34 56 78, €8": {"+33 6 12 34 56 78", "8", "EUR"}} {
		ch := g.Read(text).Fill(Call{Tool: "top_up_data", Inputs: top, Args: map[string]any{"phone": want[0], "gigabytes": 1, "amount": json.Number(want[1])}, Open: []string{"currency"}}, Sequence{})[0]
		wantChoice(t, text, ch, want[2])
	}
	if _, ok := candidate(g, "Give my line +81 90 1234 5678 3 GB for ¥1,500", "code:+81 90 1234 5678"); !ok {
		t.Errorf("no phone +81 90 1234 5678 in %v", cands(g.Read("Give my line +81 90 1234 5678 3 GB for ¥1,500")))
	}
	meter := []Input{{Name: "zone", Type: "string", Required: true, Description: "Parking zone number"}, {Name: "minutes", Type: "integer", Required: true, Description: "Duration in minutes"}}
	wantChoice(t, "zone", g.Read("Pay for zone 4021, plate ABC-1234, 90 minutes").Fill(Call{Tool: "pay_parking", Inputs: meter, Args: map[string]any{"minutes": 90}, Open: []string{"zone"}}, Sequence{})[0], "4021")
	if _, ok := candidate(g, "One cargo bike at Market & 5th for 90 minutes", "name:Market & 5th"); !ok {
		t.Errorf("no name Market & 5th in %v", cands(g.Read("One cargo bike at Market & 5th for 90 minutes")))
	}
}

// An enum member written with a sign is that member, no member without it
// ("a B+" gave B and "B minus" B, wrong values; "an A-" an ask).
func TestFillSignedMember(t *testing.T) {
	g := New(Config{})
	grade := []Input{{Name: "student", Type: "string", Required: true, Description: "Student name"}, {Name: "grade", Type: "string", Required: true, Description: "Letter grade", Enum: []any{"A+", "A", "A-", "B+", "B", "B-", "C", "F"}}}
	for text, want := range map[string]string{"Give Maya Chen a B+ in CHEM 101": "B+", "Record an A- for Jordan Lee in MATH 221": "A-", "ECON 101 - Rosa Diaz - B minus": "B-", "Put down A plus for Wei Zhang in CS 161": "A+", "Sam Patel got a C in HIST 110": "C"} {
		ch := g.Read(text).Fill(Call{Tool: "record_grade", Inputs: grade, Args: map[string]any{"student": "x"}, Open: []string{"grade"}}, Sequence{})[0]
		if ch.Found && ch.Value != want || !ch.Found && want != "A+" {
			t.Errorf("%q: grade = %v (found %v), want %s", text, ch.Value, ch.Found, want)
		}
	}
}

// A coordinate in degrees, minutes and seconds is one number in decimal
// degrees, signed by its hemisphere ("40°44′54″N 73°59′08″W" gave 40 and
// 54 and 73, an ask), and no name is read inside it (the "E" of
// "139°41'30\"E").
func TestReadDMS(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"Weather at 40°44′54″N 73°59′08″W": "[40.748333 -73.985556]", "weather for 35°41'22\"N 139°41'30\"E": "[35.689444 139.691667]", "Weather at 1°17′N 103°51′E": "[1.283333 103.85]", "Reef at 16°55′S 145°46′E": "[-16.916667 145.766667]"} {
		var got []string
		for _, c := range g.Read(text).Candidates() {
			switch c.Kind {
			case Number:
				got = append(got, fmt.Sprint(c.Value))
			case Name:
				t.Errorf("%q: name %q inside a coordinate", text, c.Text)
			}
		}
		if fmt.Sprint(got) != want {
			t.Errorf("%q: numbers %v, want %s", text, got, want)
		}
	}
	for _, text := range []string{"It was 40° outside", "Set 40°61′N", "Angle 30°15′ then stop", "5'10\" tall"} {
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Number && strings.ContainsAny(fmt.Sprint(c.Value), ".") && strings.Contains(c.Text, "°") {
				t.Errorf("%q: %q read as a coordinate (%v)", text, c.Text, c.Value)
			}
		}
	}
	weather := []Input{{Name: "lat", Type: "number", Required: true, Description: "Latitude in decimal degrees"}, {Name: "lon", Type: "number", Required: true, Description: "Longitude in decimal degrees"}}
	wantChoice(t, "lon", fill(g, "Weather at 40°44′54″N 73°59′08″W", weather, map[string]any{"lat": 40.748333}, "lon", Sequence{}), json.Number("-73.985556"))
}

// A currency pair written as one word is its two codes ("USD/JPY" and
// "EURCHF" gave a base and a quote no value, asks); six capitals that are
// no two codes are none.
func TestReadCurrencyPair(t *testing.T) {
	g := New(Config{})
	alert := []Input{{Name: "base", Type: "string", Required: true, Description: "Base currency code, e.g. USD"}, {Name: "quote", Type: "string", Required: true, Description: "Quote currency code, e.g. EUR"}, {Name: "target_rate", Type: "number", Required: true, Description: "Target rate"}}
	ch := g.Read("Alert me when USD/JPY hits 160").Fill(Call{Tool: "set_rate_alert", Inputs: alert, Args: map[string]any{"base": "USD", "target_rate": 160}, Open: []string{"quote"}}, Sequence{})[0]
	wantChoice(t, "quote", ch, "JPY")
	for _, span := range []string{"code:EUR", "code:CHF"} {
		if _, ok := candidate(g, "Rate alert: EURCHF 0.95", span); !ok {
			t.Errorf("EURCHF: no %s in %v", span, cands(g.Read("Rate alert: EURCHF 0.95")))
		}
	}
	if _, ok := candidate(g, "Deploy ABCDEF now", "code:ABC"); ok {
		t.Errorf("ABCDEF: no currency pair")
	}
}

// A word of Lexicon.UnitModifiers between a number and its unit is no
// unit ("14 more days" for weeks gave 14, a wrong value), and a spaced
// slash or bar ends a field's value ("SSID: TeamOffsite / password
// offsite#42 / ..." gave the SSID the whole rest, a wrong value).
func TestReadUnitModifierAndSlashFields(t *testing.T) {
	g := New(Config{})
	renew := []Input{{Name: "barcode", Type: "string", Required: true, Description: "Item barcode"}, {Name: "weeks", Type: "integer", Required: true, Description: "Extension in weeks"}}
	wantChoice(t, "weeks", fill(g, "Give me 14 more days on 31234009999001", renew, map[string]any{"barcode": "31234009999001"}, "weeks", Sequence{}), json.Number("2"))
	wifi := []Input{{Name: "ssid", Type: "string", Required: true, Description: "Network name"}, {Name: "password", Type: "string", Required: true, Description: "Network password"}}
	ch := g.Read("New guest SSID: TeamOffsite / password offsite#42 / 10 hours / 15 devices").Fill(Call{Tool: "create_guest_wifi", Inputs: wifi, Args: map[string]any{"password": "offsite#42"}, Open: []string{"ssid"}}, Sequence{})[0]
	if ch.Found && ch.Value != "TeamOffsite" {
		t.Errorf("ssid = %v, want TeamOffsite or an ask", ch.Value)
	}
	if _, ok := candidate(g, "Title: Pros and cons / notes", "quoted:Pros and cons"); !ok {
		t.Errorf("no field value before the spaced slash in %v", cands(g.Read("Title: Pros and cons / notes")))
	}
}

// A negation right before a word of an enum input's name is its member of
// none (Lexicon.NoneMembers): "no shading at all" gave no candidate, an
// ask.
func TestFillNoneMember(t *testing.T) {
	g := New(Config{})
	roof := []Input{{Name: "pitch_degrees", Type: "integer", Required: true, Description: "Roof pitch in degrees"}, {Name: "shading", Type: "string", Required: true, Description: "Shading", Enum: []any{"none", "light", "moderate", "heavy"}}}
	for text, want := range map[string]any{"Southwest roof, pitch 20, no shading at all.": "none", "pitch 35 without shading": "none", "pitch 30, light shading from a maple": "light", "pitch 30, a little shade": nil} {
		ch := g.Read(text).Fill(Call{Tool: "roof_check", Inputs: roof, Args: map[string]any{"pitch_degrees": 20}, Open: []string{"shading"}}, Sequence{})[0]
		if want == nil && ch.Found || want != nil && (!ch.Found || ch.Value != want) {
			t.Errorf("%q: shading = %v (found %v), want %v", text, ch.Value, ch.Found, want)
		}
	}
}

// A degree sign alone after a number is degrees ("roof faces 180°" beside
// "30 degree pitch" gave an ask: the 30 had the unit, the 180 none).
func TestReadDegreeSign(t *testing.T) {
	g := New(Config{})
	roof := []Input{{Name: "azimuth_degrees", Type: "integer", Required: true, Description: "Direction the roof faces, degrees from north"}, {Name: "pitch_degrees", Type: "integer", Required: true, Description: "Roof pitch in degrees"}}
	ch := g.Read("roof faces 180°, 30 degree pitch, a little shade").Fill(Call{Tool: "roof_check", Inputs: roof, Args: map[string]any{"pitch_degrees": 30}, Open: []string{"azimuth_degrees"}}, Sequence{})[0]
	if !ch.Found || fmt.Sprint(ch.Value) != "180" {
		t.Errorf("azimuth_degrees = %v (found %v), want 180", ch.Value, ch.Found)
	}
	for text, want := range map[string]string{"roof faces 180°, pitch 30": "180 " + stem("degree"), "it was 72° outside": "72 " + stem("degree"), "20 °C": "20 " + stem("°c")} {
		var got []string
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Number {
				got = append(got, fmt.Sprint(c.Value, " ", c.Unit))
			}
		}
		if len(got) == 0 || got[0] != want {
			t.Errorf("%q: numbers %q, want %q first", text, got, want)
		}
	}
}

// A count per a period written with a slash counts the input's things
// ("10 puzzles/day" for puzzles_per_day read "puzzles/day" as another
// thing counted, an ask).
func TestFillCountPerSlash(t *testing.T) {
	g := New(Config{})
	goal := []Input{{Name: "puzzles_per_day", Type: "integer", Required: true, Description: "Puzzles a day"}}
	for _, text := range []string{"Afterwards 10 puzzles/day please", "I want 10 puzzles a day"} {
		ch := g.Read(text).Fill(Call{Tool: "set_puzzle_goal", Inputs: goal, Args: map[string]any{}, Open: []string{"puzzles_per_day"}}, Sequence{})[0]
		if !ch.Found || fmt.Sprint(ch.Value) != "10" {
			t.Errorf("%q: puzzles_per_day = %v (found %v), want 10", text, ch.Value, ch.Found)
		}
	}
}

// A word of digits and letters that is a part of another input's name
// labels that input: the "10cm" of "22 sts per 10cm" for
// stitches_per_10cm is no width_cm (it rivalled the 50, an ask).
func TestFillSiblingNamePart(t *testing.T) {
	g := New(Config{})
	gauge := []Input{{Name: "stitches_per_10cm", Type: "number", Required: true, Description: "Stitches per 10 cm of gauge swatch"}, {Name: "width_cm", Type: "number", Required: true, Description: "Finished width in cm"}}
	ch := g.Read("my swatch is 22 sts per 10cm, how many do I cast on for a 50 cm wide scarf").Fill(Call{Tool: "gauge_calc", Inputs: gauge, Args: map[string]any{"stitches_per_10cm": 22}, Open: []string{"width_cm"}}, Sequence{})[0]
	if !ch.Found || fmt.Sprint(ch.Value) != "50" {
		t.Errorf("width_cm = %v (found %v), want 50", ch.Value, ch.Found)
	}
}

// An enum member that is a stop word is a mention when written in capitals
// in a request that does not shout: "US 8 in metric?" is the system us
// (read as the pronoun, an ask); "6 feet in meters" names no inches.
func TestFillCapitalStopMember(t *testing.T) {
	g := New(Config{})
	needle := []Input{{Name: "size", Type: "string", Required: true, Description: "Needle size as given"}, {Name: "from_system", Type: "string", Required: true, Description: "System of the size", Enum: []any{"us", "uk", "metric"}}, {Name: "to_system", Type: "string", Required: true, Description: "System to convert to", Enum: []any{"us", "uk", "metric"}}}
	for text, want := range map[string]any{"US 8 in metric?": "us", "convert size 8 for us to metric": nil, "CONVERT SIZE 8 FROM US TO METRIC": nil} {
		ch := g.Read(text).Fill(Call{Tool: "convert_needle", Inputs: needle, Args: map[string]any{"size": "8", "to_system": "metric"}, Open: []string{"from_system"}}, Sequence{})[0]
		if want == nil && ch.Found || want != nil && (!ch.Found || ch.Value != want) {
			t.Errorf("%q: from_system = %v (found %v), want %v", text, ch.Value, ch.Found, want)
		}
	}
}

// A yes-or-no input's word that reads as a past participle, or stands
// before a name, is no label of the value after it: "a rated 3+2 blitz
// game" is rated, an "online Spanish tutor" online (the guard for "the
// number 991-898-8887" left both unsaid, asks).
func TestFillParticipleFlag(t *testing.T) {
	g := New(Config{})
	game := []Input{{Name: "time_control", Type: "string", Required: true, Description: "Time control as minutes+increment, e.g. 5+3"}, {Name: "rated", Type: "boolean", Required: true, Description: "Rated game"}}
	for text, want := range map[string]any{"find me a rated 3+2 blitz game vs someone 1400-1600": true, "a rated 15+10 game, not a casual one": true} {
		ch := g.Read(text).Fill(Call{Tool: "find_opponent", Inputs: game, Args: map[string]any{"time_control": "3+2"}, Open: []string{"rated"}}, Sequence{})[0]
		if !ch.Found || ch.Value != want {
			t.Errorf("%q: rated = %v (found %v), want %v", text, ch.Value, ch.Found, want)
		}
	}
}

func TestFillAdjectiveFlag(t *testing.T) {
	g := New(Config{})
	tutor := []Input{{Name: "max_rate", Type: "number", Required: true, Description: "Highest hourly rate in dollars"}, {Name: "online", Type: "boolean", Required: true, Description: "Online sessions"}}
	ch := g.Read("online Spanish tutor, max $35/hr").Fill(Call{Tool: "find_tutor", Inputs: tutor, Args: map[string]any{"max_rate": 35}, Open: []string{"online"}}, Sequence{})[0]
	if !ch.Found || ch.Value != true {
		t.Errorf("online = %v (found %v), want true", ch.Value, ch.Found)
	}
}

// A repeated call to one tool takes the value the request states again
// for it: "table 12 ... table 12" (the other call's use of 12 left both
// mentions used, an ask).
func TestFillRestatedValue(t *testing.T) {
	g := New(Config{})
	seat := []Input{{Name: "guest", Type: "string", Required: true, Description: "Guest's full name"}, {Name: "table", Type: "integer", Required: true, Description: "Table number"}}
	r := g.Read("Seat Ben Ito at table 12 (vegan) and Lucy Ito at table 12 (kids meal)")
	seq := Sequence{Tools: []string{"assign_table"}, Uses: []Use{{Tool: "assign_table", Input: "guest", Value: "Ben Ito"}, {Tool: "assign_table", Input: "table", Value: 12}}}
	ch := r.Fill(Call{Tool: "assign_table", Inputs: seat, Args: map[string]any{"guest": "Lucy Ito"}, Open: []string{"table"}}, seq)[0]
	if !ch.Found || fmt.Sprint(ch.Value) != "12" {
		t.Errorf("table = %v (found %v), want 12", ch.Value, ch.Found)
	}
	// stated once, the other call's value is still used
	r = g.Read("Seat Ben Ito at table 12 and Lucy Ito next to him")
	if ch := r.Fill(Call{Tool: "assign_table", Inputs: seat, Args: map[string]any{"guest": "Lucy Ito"}, Open: []string{"table"}}, seq)[0]; ch.Found {
		t.Errorf("table = %v, want an ask", ch.Value)
	}
}

// An enum member written as a number and its unit is named by them
// ("40ft containers" for 40ft, read as a length, gave no member); a bare
// number of a measure names no member of digits ("2 nights" no rating 2).
func TestFillMeasuredMember(t *testing.T) {
	g := New(Config{})
	freight := []Input{{Name: "container_size", Type: "string", Required: true, Description: "Container size", Enum: []any{"20ft", "40ft", "40ft HC"}}, {Name: "containers", Type: "integer", Required: true, Description: "Number of containers"}}
	for text, want := range map[string]string{"Quote two 40ft containers SGSIN to AEJEA": "40ft", "Quote 3 x 40ft HC from CNSHA to USLAX": "40ft HC"} {
		ch := g.Read(text).Fill(Call{Tool: "quote_freight", Inputs: freight, Args: map[string]any{"containers": 2}, Open: []string{"container_size"}}, Sequence{})[0]
		if !ch.Found || ch.Value != want {
			t.Errorf("%q: container_size = %v (found %v), want %s", text, ch.Value, ch.Found, want)
		}
	}
	// a longer member may go on after it: "40ft high cube" may be 40ft HC
	if ch := g.Read("Reserve a 40ft high cube from Singapore").Fill(Call{Tool: "quote_freight", Inputs: freight, Args: map[string]any{"containers": 1}, Open: []string{"container_size"}}, Sequence{})[0]; ch.Found {
		t.Errorf("container_size = %v, want an ask", ch.Value)
	}
	stars := []Input{{Name: "stars", Type: "string", Required: true, Description: "Star rating", Enum: []any{"1", "2", "3", "4", "5"}}}
	if ch := g.Read("a hotel for 2 nights").Fill(Call{Tool: "find_hotel", Inputs: stars, Args: map[string]any{}, Open: []string{"stars"}}, Sequence{})[0]; ch.Found {
		t.Errorf("stars = %v, want an ask", ch.Value)
	}
}

// A measure written as an adjective counts nothing: "one twenty-foot box"
// gave 20 containers, a wrong value.
func TestFillHyphenMeasureNoCount(t *testing.T) {
	g := New(Config{})
	freight := []Input{{Name: "origin_port", Type: "string", Required: true, Description: "Origin port UN/LOCODE"}, {Name: "containers", Type: "integer", Required: true, Description: "Number of containers"}}
	ch := g.Read("one twenty-foot box, Hamburg (DEHAM) -> Santos (BRSSZ), price?").Fill(Call{Tool: "quote_freight", Inputs: freight, Args: map[string]any{"origin_port": "DEHAM"}, Open: []string{"containers"}}, Sequence{})[0]
	if ch.Found && fmt.Sprint(ch.Value) != "1" {
		t.Errorf("containers = %v, want 1 or an ask", ch.Value)
	}
}

// A name goes on through "No." and a number ("Olaplex No. 3" gave
// "Olaplex No.", a wrong value), but a name does not begin at "No."; a
// kinship word before a full name is none of it ("Aunt Rosa Delgado").
func TestReadNumberSignAndKinship(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"two bottles of Olaplex No. 3, the 250 ml size": "Olaplex No. 3", "Put Aunt Rosa Delgado at table 3": "Rosa Delgado", "invite Uncle Bob": "Uncle Bob"} {
		if !slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.Kind == Name && c.Text == want }) {
			t.Errorf("%q: no name %q", text, want)
		}
	}
	for text, bad := range map[string]string{"pay invoice No. 4471": "No. 4471", "Put Aunt Rosa Delgado at table 3": "Aunt Rosa Delgado"} {
		if slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.Kind == Name && c.Text == bad }) {
			t.Errorf("%q: name %q", text, bad)
		}
	}
}

// Two capitals after a comma and a place's name are a region's code, no
// company's suffix: "Larimer County, CO" ran on as one name (a wrong
// value for a county beside a state), where "Tanaka Trading Co., Ltd."
// stays one.
func TestReadStateCodeNoSuffix(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"fire danger in Larimer County, CO?": "Larimer County", "Invoice Tanaka Trading Co., Ltd. for the parts": "Tanaka Trading Co., Ltd."} {
		var names []string
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Name && !c.tail {
				names = append(names, c.Text)
			}
		}
		if !slices.Contains(names, want) || slices.ContainsFunc(names, func(n string) bool { return len(n) > len(want) }) {
			t.Errorf("%q: names %q, want %q the longest", text, names, want)
		}
	}
}

// An enum member of several words written whole is a mention though its
// words are stop words: "like new" (read as stop words alone, an ask).
func TestFillStopWordsMember(t *testing.T) {
	g := New(Config{})
	ad := []Input{{Name: "title", Type: "string", Required: true, Description: "Ad title"}, {Name: "price", Type: "number", Required: true, Description: "Asking price in dollars"}, {Name: "condition", Type: "string", Required: true, Description: "Condition", Enum: []any{"new", "like new", "good", "fair", "for parts"}}}
	ch := g.Read("Sell my 'Trek FX 2 hybrid bike', like new, $450 OBO").Fill(Call{Tool: "post_listing", Inputs: ad, Args: map[string]any{"title": "Trek FX 2 hybrid bike", "price": 450}, Open: []string{"condition"}}, Sequence{})[0]
	if !ch.Found || ch.Value != "like new" {
		t.Errorf("condition = %v (found %v), want like new", ch.Value, ch.Found)
	}
}

// A unit of time after an article is one of the unit: "for a week" is 7
// days (no number at all, an ask); "twice a day", "5% a year" and "an
// hour and 15 minutes" read as before.
func TestReadArticleSpan(t *testing.T) {
	g := New(Config{})
	bump := []Input{{Name: "listing_id", Type: "string", Required: true, Description: "Listing ID"}, {Name: "days", Type: "integer", Required: true, Description: "Days to keep it on top"}}
	ch := g.Read("bump L-55021 for a week").Fill(Call{Tool: "bump_listing", Inputs: bump, Args: map[string]any{"listing_id": "L-55021"}, Open: []string{"days"}}, Sequence{})[0]
	if !ch.Found || fmt.Sprint(ch.Value) != "7" {
		t.Errorf("days = %v (found %v), want 7", ch.Value, ch.Found)
	}
	for text, want := range map[string]string{"take 2 pills twice a day": "[2 2]", "remind me in an hour and 15 minutes": "[75]", "wait in an hour": "[1]", "Push R-7 back an hour": "[1]", "A week with a 58cm road bike": "[1 58]",
		"at 7% a year for 5 years": "[7 5]", "3 times a day": "[3]", "$20 a month": "[20]", "in a day or two": "[2]"} {
		if got := numberValues(g, text); fmt.Sprint(got) != want {
			t.Errorf("%q: numbers %v, want %s", text, got, want)
		}
	}
}

// Milliliters convert to microliters ("2 mL" for volume_ul gave 2, a
// wrong value: microliters were no unit the lexicon knew).
func TestFillMicroliters(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "sample_id", Type: "string", Required: true, Description: "Sample ID"}, {Name: "volume_ul", Type: "number", Required: true, Description: "Volume in microliters"}}
	for text, want := range map[string]string{"register S-2025-0500 (saliva, 2 mL, donor D-1007)": "2000", "New sample S-2025-0311: plasma, 500 µL, donor D-8812": "500", "3 milliliters of S-1": "3000"} {
		ch := g.Read(text).Fill(Call{Tool: "register_sample", Inputs: in, Args: map[string]any{"sample_id": "x"}, Open: []string{"volume_ul"}}, Sequence{})[0]
		if !ch.Found || fmt.Sprint(ch.Value) != want {
			t.Errorf("%q: volume_ul = %v (found %v), want %s", text, ch.Value, ch.Found, want)
		}
	}
}

// A list of codes is an array of identifiers' value, an array named in
// the plural ("sample_ids") an identifier's: "ship S-2025-0101, S-2025-0102
// and S-2025-0107" gave an ask.
func TestFillCodeListForIDs(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "sample_ids", Type: "array", Items: "string", Required: true, Description: "Sample IDs"}, {Name: "destination_lab", Type: "string", Required: true, Description: "Receiving lab"}}
	ch := g.Read("ship S-2025-0101, S-2025-0102 and S-2025-0107 to the Kessler Lab with 5 kg dry ice").Fill(Call{Tool: "ship_samples", Inputs: in, Args: map[string]any{"destination_lab": "Kessler Lab"}, Open: []string{"sample_ids"}}, Sequence{})[0]
	if !ch.Found || fmt.Sprint(ch.Value) != "[S-2025-0101 S-2025-0102 S-2025-0107]" {
		t.Errorf("sample_ids = %v (found %v)", ch.Value, ch.Found)
	}
}

// A bound word opening an input's name is no unit: min_kw is a minimum of
// kW ("at least 150 kW" conflicted with minutes, an ask).
func TestReadInputBoundNoUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "near", Type: "string", Required: true, Description: "Place to search near"}, {Name: "min_kw", Type: "integer", Required: true, Description: "Minimum charging power in kW"}}
	ch := g.Read("CCS chargers near Bakersfield, at least 150 kW").Fill(Call{Tool: "find_charger", Inputs: in, Args: map[string]any{"near": "Bakersfield"}, Open: []string{"min_kw"}}, Sequence{})[0]
	if !ch.Found || fmt.Sprint(ch.Value) != "150" {
		t.Errorf("min_kw = %v (found %v), want 150", ch.Value, ch.Found)
	}
	if s := g.readInput(&Input{Name: "min", Type: "integer", Description: "Minutes"}, nil); s.class != "time" {
		t.Errorf("min: class %q, want time", s.class)
	}
}

// An e-mail address written with a possessive is the address: "note on
// ben@harborcafe.com's account" gave "ben@harborcafe.com's", a wrong
// value.
func TestReadEmailPossessive(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"note on ben@harborcafe.com's account: prefers calls": "ben@harborcafe.com", "write to mailto:li.wei@lab.edu": "li.wei@lab.edu", "cc ana@x.io": "ana@x.io"} {
		r := g.Read(text)
		var got []string
		for _, c := range r.Candidates() {
			if c.Kind == Email {
				got = append(got, c.Text)
				if r.Text()[c.Start:c.End] != c.Text {
					t.Errorf("%q: span %q, text %q", text, r.Text()[c.Start:c.End], c.Text)
				}
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%q: e-mails %q, want %q", text, got, want)
		}
	}
}

// A value of the input's narrow kind is its one value though another
// open input of an inserted call could take it as text: the one URL is
// audio_url's, beside a language (an ask).
func TestFillLoneNarrowBesideText(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "audio_url", Type: "string", Required: true, Description: "Audio file URL"}, {Name: "language", Type: "string", Required: true, Description: "Spoken language, ISO 639-1 code"}}
	chs := g.Read("Transcribe https://cdn.example.com/ep42.mp3 (it's in Spanish) and summarize it in 100 words").Fill(Call{Tool: "transcribe", Inputs: in, Args: map[string]any{}, Open: []string{"audio_url", "language"}}, Sequence{Tools: []string{"summarize"}})
	for _, ch := range chs {
		if ch.Input == "audio_url" && (!ch.Found || ch.Value != "https://cdn.example.com/ep42.mp3") {
			t.Errorf("audio_url = %v (found %v)", ch.Value, ch.Found)
		}
	}
	// a description whose first phrase is a language takes its code
	tr := []Input{{Name: "text", Type: "string", Required: true, Description: "Text"}, {Name: "target", Type: "string", Required: true, Description: "Target language, ISO 639-1 code"}}
	if ch := g.Read("Translate 'Doors open at 7pm' into German").Fill(Call{Tool: "translate", Inputs: tr, Args: map[string]any{"text": "Doors open at 7pm"}, Open: []string{"target"}}, Sequence{})[0]; ch.Found && ch.Value != "de" {
		t.Errorf("target = %v, want de or an ask", ch.Value)
	}
}

// An address's street may end with its unit ("88 Elm St Apt 2, Dayton OH
// 45402" was no address: the street's kind was read as a title before
// "Apt", and the name did not end with a street's kind).
func TestReadAddressWithUnit(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"mail my ballot (reg VR-7712043) to 88 Elm St Apt 2, Dayton OH 45402": "88 Elm St Apt 2, Dayton OH 45402", "send it to 12 Oak Ave Suite 300, Austin, TX 78701 today": "12 Oak Ave Suite 300, Austin, TX 78701"} {
		if !slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.Kind == Address && c.Text == want }) {
			t.Errorf("%q: no address %q", text, want)
		}
	}
	if slices.ContainsFunc(g.Read("See Dr. Okafor at 10").Candidates(), func(c Candidate) bool { return c.Kind == Name && c.Text == "See Dr. Okafor" }) {
		t.Error("a name began before its title")
	}
}

// A street's name may open with capitals ("45 MG Road"), its kind may be
// India's ("Nagar", "Colony"), and a town closes the address before "and"
// opening a clause; before "and" and another name it does not.
func TestReadAddressStreetForms(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{
		"I am shifting to 45 MG Road, Bengaluru. Please transfer my connection":                     "45 MG Road, Bengaluru",
		"Book cleaning 1 tank 500L at 9 Nehru Nagar on 2026-06-11":                                  "9 Nehru Nagar",
		"Book 1 cylinder for customer 6612003 at 7 Lake View Colony, Hyderabad and I will pay cash": "7 Lake View Colony, Hyderabad",
		"ship to 12 JFK Blvd, Boston":                                                               "12 JFK Blvd, Boston",
		// a unit and its number, then a building, a locality and a town
		"From tomorrow deliver TF-2240 to Flat 302, Sai Residency, Kondapur, Hyderabad": "Flat 302, Sai Residency, Kondapur, Hyderabad",
	} {
		if !slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.Kind == Address && c.Text == want }) {
			t.Errorf("%q: no address %q", text, want)
		}
	}
	if slices.ContainsFunc(g.Read("deliver to 7 Elm Street, Springfield and Shelbyville").Candidates(), func(c Candidate) bool { return c.Kind == Address && c.Text == "7 Elm Street, Springfield" }) {
		t.Error(`"and" before a name closed the address`)
	}
	// a unit alone, or with one part, is no address: "Unit 5, Dock B"
	// may be anything's
	if slices.ContainsFunc(g.Read("Move pallet P-4 to Unit 5, Dock B.").Candidates(), func(c Candidate) bool { return c.Kind == Address }) {
		t.Error("a unit and one part made an address")
	}
}

// A half of two codes a hyphen joins is a pair's side, no value of its own
// beside the whole: "short 2 x CAP-NVY" is the SKU CAP-NVY (the halves
// tied it, an ask); beside the other half given, it is the value ("When
// USD-CAD is 1.40" for a quote beside the base USD).
func TestFillCodeHalves(t *testing.T) {
	g := New(Config{})
	short := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "sku", Type: "string", Required: true, Description: "SKU"}, {Name: "missing", Type: "integer", Required: true, Description: "Units missing"}}
	if ch := g.Read("SO-55121 short 2 x CAP-NVY").Fill(Call{Tool: "report_short", Inputs: short, Args: map[string]any{"order_id": "SO-55121", "missing": 2}, Open: []string{"sku"}}, Sequence{})[0]; !ch.Found || ch.Value != "CAP-NVY" {
		t.Errorf("sku = %v (found %v), want CAP-NVY", ch.Value, ch.Found)
	}
	rate := []Input{{Name: "base", Type: "string", Required: true, Description: "Base currency code"}, {Name: "quote", Type: "string", Required: true, Description: "Quote currency code"}, {Name: "target_rate", Type: "number", Required: true, Description: "Rate to alert at"}}
	if ch := g.Read("When USD-CAD is 1.40 let me know").Fill(Call{Tool: "set_rate_alert", Inputs: rate, Args: map[string]any{"base": "USD", "target_rate": 1.4}, Open: []string{"quote"}}, Sequence{})[0]; !ch.Found || ch.Value != "CAD" {
		t.Errorf("quote = %v (found %v), want CAD", ch.Value, ch.Found)
	}
}

// A code of digits and letters keeps its sign ("Dec -05d23m28s" gave
// 05d23m28s, a wrong value), and a unit written as the input's name
// writes it fits ("168 mg/dL" for mg_dl, read as milligrams: an ask).
func TestReadSignedCodeAndNamedRate(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{"slew to RA 05h35m17s, Dec -05d23m28s": "-05d23m28s", "point at 20h59m17s / +44d31m44s": "+44d31m44s"} {
		if !slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.Kind == Code && c.Text == want }) {
			t.Errorf("%q: no code %q", text, want)
		}
	}
	if slices.ContainsFunc(g.Read("bins 10-20a and 30-40b").Candidates(), func(c Candidate) bool { return strings.HasPrefix(c.Text, "-") }) {
		t.Error("a range's hyphen read as a sign")
	}
	in := []Input{{Name: "mg_dl", Type: "integer", Required: true, Description: "Glucose in mg/dL"}, {Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}}
	if ch := g.Read("2 hrs after dinner: 168 mg/dL at 20:45").Fill(Call{Tool: "log_glucose", Inputs: in, Args: map[string]any{"time": "20:45"}, Open: []string{"mg_dl"}}, Sequence{})[0]; !ch.Found || fmt.Sprint(ch.Value) != "168" {
		t.Errorf("mg_dl = %v (found %v), want 168", ch.Value, ch.Found)
	}
}

// A count counts its own call's things: another call's count of the same
// value is used, no agreement ("one wheelchair please, and 3 French
// guides" gave the wheelchairs the guides' 3, a wrong value).
func TestFillCountNoAgreement(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "booking_id", Type: "string", Required: true, Description: "Booking ID"}, {Name: "count", Type: "integer", Required: true, Description: "Wheelchairs"}}
	seq := Sequence{Tools: []string{"audio_guide"}, Uses: []Use{{Tool: "audio_guide", Input: "booking_id", Value: "MU-5120"}, {Tool: "audio_guide", Input: "language", Value: "fr"}, {Tool: "audio_guide", Input: "count", Value: 3}}}
	ch := g.Read("MU-5120: one wheelchair please, and 3 French guides").Fill(Call{Tool: "request_wheelchair", Inputs: in, Args: map[string]any{"booking_id": "MU-5120"}, Open: []string{"count"}}, seq)[0]
	if ch.Found && fmt.Sprint(ch.Value) != "1" {
		t.Errorf("count = %v, want 1 or an ask", ch.Value)
	}
}

// A name that runs into a number counting the plain plural after it has
// a rival without the number: "Give Jamie 5 stars" reads "Jamie" too (only
// "Jamie 5" was read, and "Jamie" as a brand's first word, so "Rex" of
// "Rex loved her" was the one name left, a wrong value); "Campaign 1"
// stays a name.
func TestReadNameBeforeCount(t *testing.T) {
	g := New(Config{})
	names := func(text string) []string {
		var out []string
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == Name && !c.head { // (a first word read as a brand's only is no name of its own)
				out = append(out, c.Text)
			}
		}
		return out
	}
	if got := names("Give Jamie 5 stars, Rex loved her"); !slices.Contains(got, "Jamie") {
		t.Errorf("names %q, want Jamie", got)
	}
	if got := names("pause Campaign 1 now"); !slices.Contains(got, "Campaign 1") {
		t.Errorf("names %q, want Campaign 1", got)
	}
}

// An identifier the request states once is the one subject of a tool's
// repeated calls ("RS-51002 needs a child seat and GPS": the other call's
// use left it used, an ask), but not beside another identifier or as a
// code of letters ("Convert 100 USD to EUR and 250 GBP to JPY").
func TestFillSharedSubject(t *testing.T) {
	g := New(Config{})
	extra := []Input{{Name: "reservation_id", Type: "string", Required: true, Description: "Reservation ID"}, {Name: "extra", Type: "string", Required: true, Description: "Extra", Enum: []any{"child seat", "gps", "toll pass"}}}
	seq := func(id string) Sequence {
		return Sequence{Tools: []string{"add_extra"}, Uses: []Use{{Tool: "add_extra", Input: "reservation_id", Value: id}, {Tool: "add_extra", Input: "extra", Value: "child seat"}}}
	}
	if ch := g.Read("RS-51002 needs a child seat and GPS").Fill(Call{Tool: "add_extra", Inputs: extra, Args: map[string]any{"extra": "gps"}, Open: []string{"reservation_id"}}, seq("RS-51002"))[0]; !ch.Found || ch.Value != "RS-51002" {
		t.Errorf("reservation_id = %v (found %v), want RS-51002", ch.Value, ch.Found)
	}
	if ch := g.Read("RS-51002 needs a child seat and RS-51003 GPS").Fill(Call{Tool: "add_extra", Inputs: extra, Args: map[string]any{"extra": "gps"}, Open: []string{"reservation_id"}}, seq("RS-51002"))[0]; ch.Found && ch.Value != "RS-51003" {
		t.Errorf("reservation_id = %v, want RS-51003 or an ask", ch.Value)
	}
	conv := []Input{{Name: "amount", Type: "number", Required: true, Description: "Amount"}, {Name: "from_currency", Type: "string", Required: true, Description: "Currency code"}, {Name: "to_currency", Type: "string", Required: true, Description: "Currency code"}}
	cs := Sequence{Tools: []string{"convert_currency"}, Uses: []Use{{Tool: "convert_currency", Input: "amount", Value: 100}, {Tool: "convert_currency", Input: "from_currency", Value: "USD"}, {Tool: "convert_currency", Input: "to_currency", Value: "EUR"}}}
	if ch := g.Read("Convert 100 USD to EUR and 250 GBP to JPY").Fill(Call{Tool: "convert_currency", Inputs: conv, Args: map[string]any{"amount": 250, "to_currency": "JPY"}, Open: []string{"from_currency"}}, cs)[0]; ch.Found && ch.Value != "GBP" {
		t.Errorf("from_currency = %v, want GBP or an ask", ch.Value)
	}
}

// A title and its subtitle joined by a colon are one work's title, for an
// input that takes one ("Dune: Part Two at the Grand Lake Theater" gave
// "Part Two", the colon read as a field's label: a wrong value); for any
// other input the parts stay apart.
func TestFillSubtitle(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "movie", Type: "string", Required: true, Description: "Movie title"}, {Name: "cinema", Type: "string", Required: true, Description: "Cinema"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	ch := g.Read("Dune: Part Two at the Grand Lake Theater on 2025-03-08").Fill(Call{Tool: "find_showtimes", Inputs: in, Args: map[string]any{"cinema": "Grand Lake Theater", "date": "2025-03-08"}, Open: []string{"movie"}}, Sequence{})[0]
	if !ch.Found || ch.Value != "Dune: Part Two" {
		t.Errorf("movie = %v (found %v), want Dune: Part Two", ch.Value, ch.Found)
	}
	cust := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer's name"}}
	if ch := g.Read("Refund for Customer: Ana Ruiz").Fill(Call{Tool: "refund", Inputs: cust, Args: map[string]any{}, Open: []string{"customer"}}, Sequence{})[0]; ch.Found && ch.Value != "Ana Ruiz" {
		t.Errorf("customer = %v, want Ana Ruiz or an ask", ch.Value)
	}
}

// A sentence's first word before an arrow and a capitalized word is a
// route's first place ("Piraeus → Mykonos 2025-07-15" read no Piraeus:
// an ask), but not before "to" ("Fly to Cairo": a verb the lexicon does
// not list).
func TestReadRouteStart(t *testing.T) {
	g := New(Config{})
	has := func(text, name string) bool {
		return slices.ContainsFunc(g.Read(text).Candidates(), func(c Candidate) bool { return c.Kind == Name && c.Text == name && !c.head })
	}
	if !has("Piraeus → Mykonos 2025-07-15; book 3 adults", "Piraeus") {
		t.Error("no Piraeus before the arrow")
	}
	if has("Fly to Cairo 20250418", "Fly") || has("Complain to H&M that the jeans ripped", "Complain") {
		t.Error("a verb before 'to' read as a place")
	}
}

// A pair's first side joined by "to" is no origin when a pattern's first
// word opens a longer phrase before it: "from CVS on Elm to Walgreens on
// 5th" gave the origin "Elm", a wrong value.
func TestFillPairInsidePattern(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "rx_number", Type: "string", Required: true, Description: "Prescription number"}, {Name: "from_pharmacy", Type: "string", Required: true, Description: "Current pharmacy"}, {Name: "to_pharmacy", Type: "string", Required: true, Description: "New pharmacy"}}
	ch := g.Read("move my Rx 5512087 from CVS on Elm to Walgreens on 5th").Fill(Call{Tool: "transfer_rx", Inputs: in, Args: map[string]any{"rx_number": "5512087", "to_pharmacy": "Walgreens on 5th"}, Open: []string{"from_pharmacy"}}, Sequence{})[0]
	if ch.Found && ch.Value == "Elm" {
		t.Errorf("from_pharmacy = %v, want CVS on Elm or an ask", ch.Value)
	}
	route := []Input{{Name: "origin", Type: "string", Required: true, Description: "From"}, {Name: "destination", Type: "string", Required: true, Description: "To"}}
	if ch := g.Read("Book Austin to Seattle on Friday").Fill(Call{Tool: "book_flight", Inputs: route, Args: map[string]any{"destination": "Seattle"}, Open: []string{"origin"}}, Sequence{})[0]; !ch.Found || ch.Value != "Austin" {
		t.Errorf("origin = %v (found %v), want Austin", ch.Value, ch.Found)
	}
}

// "hrs" is hours, as "hr" is: "1.5 hrs" for minutes is 90 (asked before:
// a number of no unit the lexicon knew).
func TestFillHoursAbbreviated(t *testing.T) {
	g := New(Config{})
	meter := []Input{{Name: "zone", Type: "string", Required: true, Description: "Parking zone"},
		{Name: "plate", Type: "string", Required: true, Description: "License plate"},
		{Name: "minutes", Type: "integer", Required: true, Description: "Minutes to pay for"}}
	wantChoice(t, "minutes", fill(g, "Zone 902 - plate 5KJD210 - 1.5 hrs", meter, map[string]any{"zone": "902", "plate": "5KJD210"}, "minutes", Sequence{}), "90")
}

// A lake or a river is a place: "from the St. Croix River" is a lake
// input's value as "in Paris" is a city's (asked before).
func TestFillWaterIsPlace(t *testing.T) {
	g := New(Config{})
	catch := []Input{{Name: "species", Type: "string", Required: true, Description: "Species"},
		{Name: "length_in", Type: "number", Required: true, Description: "Length in inches"},
		{Name: "lake", Type: "string", Required: true, Description: "Lake or river"},
		{Name: "released", Type: "boolean", Required: true, Description: "Released"}}
	wantChoice(t, "lake", fill(g, `kept a 14" smallmouth from the St. Croix River. Any smallmouth stocking there?`, catch,
		map[string]any{"species": "smallmouth", "length_in": 14, "released": false}, "lake", Sequence{}), "St. Croix River")
}

// A plate is an identifier (Lexicon.IDWords): "plate B-MW 2024" is that
// or asked, never its first word alone (a wrong value before).
func TestFillPlateIsIdentifier(t *testing.T) {
	g := New(Config{})
	meter := []Input{{Name: "zone", Type: "string", Required: true, Description: "Parking zone"},
		{Name: "plate", Type: "string", Required: true, Description: "License plate"},
		{Name: "minutes", Type: "integer", Required: true, Description: "Minutes to pay for"}}
	if ch := fill(g, "Pay parking for my car (plate B-MW 2024) in zone 12 for half an hour", meter, map[string]any{"zone": "12", "minutes": 30}, "plate", Sequence{}); ch.Found && ch.Value != "B-MW 2024" {
		t.Errorf("plate = %v, want B-MW 2024 or an ask", ch.Value)
	}
}

// A birthplace is a place: "born 1901-07-19 in Porto" gives Porto (asked
// before: no word of the input's was a place's).
func TestFillBirthplaceIsPlace(t *testing.T) {
	g := New(Config{})
	person := []Input{{Name: "full_name", Type: "string", Required: true, Description: "Full name"},
		{Name: "born", Type: "string", Required: true, Description: "Birth date, YYYY-MM-DD"},
		{Name: "birthplace", Type: "string", Required: true, Description: "Birthplace"}}
	wantChoice(t, "birthplace", fill(g, "add my great-grandmother Rosa Maria Silva, born 1901-07-19 in Porto", person,
		map[string]any{"full_name": "Rosa Maria Silva", "born": "1901-07-19"}, "birthplace", Sequence{}), "Porto")
}

// A member's plural in "es" names it, as one in "s" does: "12 chafing
// dishes" rents chafing dishes; beside "1 tent" the two are asked between
// (it gave "tent", the one member it read, a wrong value before).
func TestFillEnumPluralES(t *testing.T) {
	g := New(Config{})
	rent := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"},
		{Name: "item", Type: "string", Required: true, Description: "Item", Enum: []any{"chafing dish", "table", "chair", "linen", "tent", "box"}},
		{Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}}
	wantChoice(t, "item", fill(g, "CT-5055: rent 12 chafing dishes", rent, map[string]any{"order_id": "CT-5055", "quantity": 12}, "item", Sequence{}), "chafing dish")
	wantChoice(t, "item", fill(g, "CT-5055: rent 3 boxes please", rent, map[string]any{"order_id": "CT-5055", "quantity": 3}, "item", Sequence{}), "box")
	if ch := fill(g, "CT-5055: 12 chafing dishes and 1 tent. Deposit $1,200 to lock it in", rent, map[string]any{"order_id": "CT-5055", "quantity": 12}, "item", Sequence{}); ch.Found && ch.Value != "chafing dish" {
		t.Errorf("item = %v, want chafing dish or an ask", ch.Value)
	}
}

// A piece takes a proper name, as a song does ("add Ave Verum Corpus
// (Mozart) to concert CC-12", asked before); a registration is an
// identifier, a code its value ("flight plan for FA3-77120", asked).
func TestFillPieceAndRegistration(t *testing.T) {
	g := New(Config{})
	music := []Input{{Name: "concert_id", Type: "string", Required: true, Description: "Concert ID"},
		{Name: "piece", Type: "string", Required: true, Description: "Piece title"},
		{Name: "composer", Type: "string", Required: true, Description: "Composer"}}
	wantChoice(t, "piece", fill(g, "add Ave Verum Corpus (Mozart) to concert CC-12", music, map[string]any{"concert_id": "CC-12", "composer": "Mozart"}, "piece", Sequence{}), "Ave Verum Corpus")
	plan := []Input{{Name: "registration", Type: "string", Required: true, Description: "Drone registration"},
		{Name: "location", Type: "string", Required: true, Description: "Location"},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"},
		{Name: "max_altitude_ft", Type: "integer", Required: true, Description: "Highest altitude in feet"}}
	wantChoice(t, "registration", fill(g, "flight plan for FA3-77120 over Riverside Park 2026-04-18, max 300 ft", plan,
		map[string]any{"location": "Riverside Park", "date": "2026-04-18", "max_altitude_ft": 300}, "registration", Sequence{}), "FA3-77120")
}

// An identifier's code with a digit is the one code the request states
// for it, beside an acronym: "brewed RC-2201 on 2026-03-07, OG 1.062"
// (asked before: OG counted as a second code).
func TestFillCodeBesideAcronym(t *testing.T) {
	g := New(Config{})
	brew := []Input{{Name: "recipe_id", Type: "string", Required: true, Description: "Recipe ID"},
		{Name: "date", Type: "string", Required: true, Description: "Brew date, YYYY-MM-DD"},
		{Name: "og", Type: "number", Required: true, Description: "Measured original gravity"}}
	wantChoice(t, "recipe_id", fill(g, "brewed RC-2201 on 2026-03-07, OG 1.062", brew, map[string]any{"date": "2026-03-07", "og": 1.062}, "recipe_id", Sequence{}), "RC-2201")
}

// A card is an identifier (Lexicon.IDWords): "hold it on card
// 29921004418830" gives the card's digits as text (asked before).
func TestFillCardIsIdentifier(t *testing.T) {
	g := New(Config{})
	hold := []Input{{Name: "book_id", Type: "string", Required: true, Description: "Book ID"},
		{Name: "card", Type: "string", Required: true, Description: "Library card number"},
		{Name: "pickup_branch", Type: "string", Required: true, Description: "Pickup branch"}}
	wantChoice(t, "card", fill(g, "is there an audiobook of Project Hail Mary? hold it on card 29921004418830 for pickup at Eastside", hold,
		map[string]any{"book_id": "BK-1", "pickup_branch": "Eastside"}, "card", Sequence{}), "29921004418830")
}

// A quantity in another unit of the input's class names the enum's member
// it converts to: "a 2-hour trail ride" for minutes of 60, 90 or 120 is
// 120 (asked before: a number of hours is no number of minutes).
func TestFillEnumMemberConverted(t *testing.T) {
	g := New(Config{})
	ride := []Input{{Name: "riders", Type: "integer", Required: true, Description: "Riders"},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"},
		{Name: "minutes", Type: "integer", Required: true, Description: "Length in minutes", Enum: []any{60.0, 90.0, 120.0}}}
	wantChoice(t, "minutes", fill(g, "trim for Pepper on 2026-08-03, and a 2-hour trail ride that day for 3 riders", ride,
		map[string]any{"riders": 3, "date": "2026-08-03"}, "minutes", Sequence{}), "120")
	if ch := fill(g, "a 3-hour trail ride for 3 riders on 2026-08-03", ride, map[string]any{"riders": 3, "date": "2026-08-03"}, "minutes", Sequence{}); ch.Found {
		t.Errorf("minutes = %v for 3 hours, no member: want an ask", ch.Value)
	}
}

// A branch is a place that takes a name: "study room at Central" (asked
// before).
func TestFillBranchIsPlace(t *testing.T) {
	g := New(Config{})
	room := []Input{{Name: "branch", Type: "string", Required: true, Description: "Branch"},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"},
		{Name: "start", Type: "string", Required: true, Description: "Start, HH:MM"},
		{Name: "hours", Type: "integer", Required: true, Description: "Hours"}}
	wantChoice(t, "branch", fill(g, "study room at Central on 2026-02-12 from 14:00, 2 hours", room,
		map[string]any{"date": "2026-02-12", "start": "14:00", "hours": 2}, "branch", Sequence{}), "Central")
}

// A name after "to" (Lexicon.DirectionCues) is placed as one after a
// locative, in the call's own clauses, when no call has it: "apostille
// for a birth certificate going to Spain" (asked before); a resort is a
// place ("lift tickets at Alta"). The taxi's "to the Eiffel Tower" stays
// no hotel search's destination.
func TestFillDirectionCue(t *testing.T) {
	g := New(Config{})
	apostille := []Input{{Name: "document", Type: "string", Required: true, Description: "Document type"},
		{Name: "country", Type: "string", Required: true, Description: "Destination country"}}
	wantChoice(t, "country", fill(g, "apostille for a birth certificate going to Spain", apostille, map[string]any{"document": "birth certificate"}, "country", Sequence{}), "Spain")
	lift := []Input{{Name: "resort", Type: "string", Required: true, Description: "Resort"},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"},
		{Name: "adults", Type: "integer", Required: true, Description: "Adults"}, {Name: "kids", Type: "integer", Required: true, Description: "Children"}}
	wantChoice(t, "resort", fill(g, "lift tickets at Alta for 2026-02-14: two adults and one kid", lift, map[string]any{"date": "2026-02-14", "adults": 2, "kids": 1}, "resort", Sequence{}), "Alta")
	hotel := []Input{{Name: "destination", Type: "string", Required: true, Description: "City of the hotel"},
		{Name: "star_rating", Type: "string", Required: true, Description: "Star rating"}}
	seq := Sequence{Tools: []string{"Hotels.SearchHotel", "Hotels.ReserveHotel", "RideSharing.GetRide"}, Uses: []Use{
		{Tool: "Hotels.ReserveHotel", Input: "destination", Value: "Paris"}, {Tool: "RideSharing.GetRide", Input: "destination", Value: "Eiffel Tower"}}}
	if ch := fill(g, "Find a 5-star hotel in Paris for 3 nights starting from August 1st 2023 and then book a taxi for just myself that will take me from the hotel to the Eiffel Tower on August 2nd.",
		hotel, map[string]any{"star_rating": "5"}, "destination", seq); ch.Found && ch.Value != "Paris" {
		t.Errorf("destination = %v, want Paris or an ask", ch.Value)
	}
}

// A school takes a proper name: "Maple Grove Elementary is bringing 64
// students" (asked before).
func TestFillSchoolIsProperName(t *testing.T) {
	g := New(Config{})
	trip := []Input{{Name: "school", Type: "string", Required: true, Description: "School"},
		{Name: "students", Type: "integer", Required: true, Description: "Students"},
		{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	wantChoice(t, "school", fill(g, "Maple Grove Elementary is bringing 64 students on 2026-10-08", trip,
		map[string]any{"students": 64, "date": "2026-10-08"}, "school", Sequence{}), "Maple Grove Elementary")
}

// A member of words that opens with a number's word is written out whole,
// no count of its last word: "single vision" lenses (none read before:
// "single" counted visions).
func TestFillMemberOpeningWithNumberWord(t *testing.T) {
	g := New(Config{})
	glasses := []Input{{Name: "frame", Type: "string", Required: true, Description: "Frame model"},
		{Name: "lens", Type: "string", Required: true, Description: "Lens", Enum: []any{"single vision", "bifocal", "progressive"}},
		{Name: "blue_light", Type: "boolean", Required: true, Description: "Blue-light coating"}}
	wantChoice(t, "lens", fill(g, "order Oakley OX8046 single vision with blue light filter", glasses,
		map[string]any{"frame": "Oakley OX8046", "blue_light": true}, "lens", Sequence{}), "single vision")
}

// A tool's word after a demonstrative speaks of the thing another call
// made, not of this call: "record a find in that trench at 85 cm" is
// record_find's clause, and its 85 no depth of the trench open_trench
// opens "to a depth of 120 cm".
func TestFillDemonstrativeIsNoAnchor(t *testing.T) {
	g := New(Config{})
	open := []Input{{Name: "site_code", Type: "string", Required: true, Description: "the site code"}, {Name: "trench_label", Type: "string", Required: true, Description: "the label of the trench"},
		{Name: "depth_cm", Type: "integer", Required: true, Description: "the target depth, default unit: cm"}}
	seq := Sequence{Tools: []string{"open_trench", "record_find"}, Uses: []Use{{Tool: "record_find", Input: "material", Value: "ceramic"}, {Tool: "record_find", Input: "depth_cm", Value: json.Number("85")}}}
	r := g.Read("Firstly, could you help me open trench C at site KV-09 to a depth of 120 cm? Subsequently, please record a ceramic find in that trench at 85 cm.")
	got := r.Fill(Call{Tool: "open_trench", Inputs: open, Args: map[string]any{"site_code": "KV-09", "trench_label": "C"}, Open: []string{"depth_cm"}}, seq)[0]
	wantChoice(t, "depth", got, json.Number("120"))
}

// A tool's word inside a quoted text anchors no call: the e-mail's
// subject "Meeting notes" is no clause of schedule_meeting, whose own
// clause ("arrange a budget review") names no meeting: the subject had
// been taken for the meeting's.
func TestFillQuotedIsNoAnchor(t *testing.T) {
	g := New(Config{})
	meet := []Input{{Name: "meeting_subject", Type: "string", Required: true, Description: "The subject of the meeting"},
		{Name: "meeting_date", Type: "string", Required: true, Description: "The date of the meeting"}}
	seq := Sequence{Tools: []string{"compose_email", "schedule_meeting"}, Uses: []Use{{Tool: "compose_email", Input: "recipient", Value: "ana@example.com"},
		{Tool: "compose_email", Input: "subject", Value: "Meeting notes"}, {Tool: "compose_email", Input: "message", Value: "See the attached notes."}}}
	r := g.Read(`Could you write to ana@example.com with the subject "Meeting notes" and the text "See the attached notes." Subsequently, arrange a budget review on 2026-03-02 with two people, using their emails tom@example.com and lee@example.com.`)
	got := r.Fill(Call{Tool: "schedule_meeting", Inputs: meet, Open: []string{"meeting_subject", "meeting_date"}}, seq)
	wantChoice(t, "subject", got[0], nil)
	wantChoice(t, "date", got[1], "2026-03-02")
	// a form's field is the request's own words, no quotation: "Step 2:
	// book a hotel" speaks of book_hotel
	hotel := []Input{{Name: "city", Type: "string", Required: true}, {Name: "check_in", Type: "string", Required: true, Description: "Check-in date, YYYY-MM-DD"}, {Name: "nights", Type: "integer", Required: true}}
	steps := Sequence{Tools: []string{"search_flights", "book_hotel"}, Uses: []Use{{Tool: "search_flights", Input: "origin", Value: "Boston"}, {Tool: "search_flights", Input: "destination", Value: "Denver"}, {Tool: "search_flights", Input: "date", Value: "2025-04-10"}}}
	r = g.Read("Step 1: find flights from Boston to Denver on 2025-04-10. Step 2: book a hotel in Denver from 2025-04-10 for 3 nights.")
	got = r.Fill(Call{Tool: "book_hotel", Inputs: hotel, Args: map[string]any{"city": "Denver", "nights": json.Number("3")}, Open: []string{"check_in"}}, steps)
	wantChoice(t, "step field", got[0], "2025-04-10")
}

// "The common name of the species" asks for a plain word (snow leopard),
// no proper name (Lexicon.PlainNameWords): the park's name is the
// reserve's, and it had been taken for the species.
func TestFillCommonNameIsNoProperName(t *testing.T) {
	g := New(Config{})
	survey := []Input{{Name: "species", Type: "string", Required: true, Description: "The common name of the species"}, {Name: "reserve", Type: "string", Required: true, Description: "The name of the reserve"}}
	r := g.Read("Please survey the snow leopard population in the Hemis National Park. Subsequently, set a protection quota for 2027 based on the population estimate.")
	got := r.Fill(Call{Tool: "survey_population", Inputs: survey, Open: []string{"species", "reserve"}}, Sequence{Tools: []string{"survey_population", "set_quota"}, Uses: []Use{{Tool: "set_quota", Input: "species", Value: "snow leopard"}, {Tool: "set_quota", Input: "year", Value: json.Number("2027")}}})
	wantChoice(t, "species", got[0], nil)
	wantChoice(t, "reserve", got[1], "Hemis National Park")
}

// "there" in the call's clause points to the place another call takes,
// though that call's sentence is no clause of this one: "assess the
// damage in Maui County. Following this, deploy a team there".
func TestFillThereTakesAgreedPlace(t *testing.T) {
	g := New(Config{})
	deploy := []Input{{Name: "region", Type: "string", Required: true, Description: "The name of the affected region"}, {Name: "team_size", Type: "integer", Required: true, Description: "The number of responders"}}
	seq := Sequence{Tools: []string{"assess_damage", "deploy_team"}, Uses: []Use{{Tool: "assess_damage", Input: "region", Value: "Maui County"}, {Tool: "assess_damage", Input: "disaster_type", Value: "wildfire"}}}
	r := g.Read("Firstly, assess the wildfire damage in Maui County. Following this, deploy a rescue team of 40 responders there.")
	got := r.Fill(Call{Tool: "deploy_team", Inputs: deploy, Args: map[string]any{"team_size": json.Number("40")}, Open: []string{"region"}}, seq)
	wantChoice(t, "region", got[0], "Maui County")
}

// A code written as the owner of what follows is its own, no part of a
// name: "Drop SEG-207's MOP to 62 bar" sets segment SEG-207's limit (the
// code and the acronym after it had tied, an ask).
func TestFillPossessiveCodeOwnsName(t *testing.T) {
	g := New(Config{})
	limit := []Input{{Name: "segment_id", Type: "string", Required: true, Description: "Pipeline segment ID"}, {Name: "max_pressure_bar", Type: "number", Required: true, Description: "Maximum pressure in bar"}}
	got := g.Read("Drop SEG-207's MOP to 62 bar.").Fill(Call{Tool: "set_pressure_limit", Inputs: limit, Args: map[string]any{"max_pressure_bar": json.Number("62")}, Open: []string{"segment_id"}}, Sequence{})
	wantChoice(t, "segment", got[0], "SEG-207")
}

// A count of times per the period an input counts by is its count: "3
// times weekly" is sessions_per_week's 3; "twice a month" is no count a
// week.
func TestFillTimesPerPeriod(t *testing.T) {
	g := New(Config{})
	plan := []Input{{Name: "client_name", Type: "string", Required: true, Description: "The client's name"}, {Name: "goal", Type: "string", Required: true, Description: "The therapy goal"}, {Name: "sessions_per_week", Type: "integer", Required: true, Description: "Sessions per week"}}
	for q, want := range map[string]any{
		"New client Hugo Lefèvre: stuttering fluency, 3 times weekly.": 3,
		"Plan for Hugo Lefèvre, 4 times per week.":                     4,
		"Plan for Hugo Lefèvre, twice a month.":                        nil,
	} {
		got := g.Read(q).Fill(Call{Tool: "create_plan", Inputs: plan, Args: map[string]any{"client_name": "Hugo Lefèvre", "goal": "stuttering fluency"}, Open: []string{"sessions_per_week"}}, Sequence{})
		wantChoice(t, q, got[0], want)
	}
}

// A unit in two classes ("pounds": mass and money) is either where the
// input's name says neither, and the one the name says where it does:
// "£15" is an amount "to load in pounds" and an entry fee in pounds, no
// weight in pounds.
func TestFillUnitInTwoClasses(t *testing.T) {
	g := New(Config{})
	load := []Input{{Name: "card_number", Type: "string", Required: true, Description: "The game card number"}, {Name: "amount", Type: "number", Required: true, Description: "Amount to load in pounds"}}
	got := g.Read("Could you top up card 7710-2245 with £15?").Fill(Call{Tool: "load_card", Inputs: load, Args: map[string]any{"card_number": "7710-2245"}, Open: []string{"amount"}}, Sequence{})
	wantChoice(t, "amount", got[0], 15.0)
	fee := []Input{{Name: "machine", Type: "string", Required: true, Description: "Name of the machine"}, {Name: "entry_fee", Type: "number", Required: true, Description: "Entry fee in pounds"}}
	got = g.Read("Set up a tournament on Pac-Man 256 with a £2.50 entry, capped at 32 players.").Fill(Call{Tool: "start_tournament", Inputs: fee, Args: map[string]any{"machine": "Pac-Man 256"}, Open: []string{"entry_fee"}}, Sequence{})
	wantChoice(t, "entry fee", got[0], 2.5)
	weight := []Input{{Name: "parcel_id", Type: "string", Required: true, Description: "The parcel"}, {Name: "weight", Type: "number", Required: true, Description: "Parcel weight in pounds"}}
	got = g.Read("Parcel P-220 cost £15 to send.").Fill(Call{Tool: "weigh_parcel", Inputs: weight, Args: map[string]any{"parcel_id": "P-220"}, Open: []string{"weight"}}, Sequence{})
	wantChoice(t, "weight", got[0], nil)
}

// A phrase the description gives among its examples is of the input's
// form: "ask her for a bank statement" requests the bank statement, which
// "e.g. W-2, bank statement" names. A word it only mentions is no example.
func TestFillExampleWord(t *testing.T) {
	g := New(Config{})
	doc := []Input{{Name: "prequal_id", Type: "string", Required: true, Description: "The pre-qualification ID"}, {Name: "document", Type: "string", Required: true, Description: "The document requested, e.g. W-2, bank statement"}}
	r := g.Read("Pre-qualify Lucia Ferraro, income 98,500 dollars, credit score 702, and then ask her for a bank statement.")
	got := r.Fill(Call{Tool: "request_document", Inputs: doc, Args: map[string]any{"prequal_id": "$var1.prequal_id$"}, Open: []string{"document"}}, Sequence{})
	wantChoice(t, "document", got[0], "bank statement")
	doc[1].Description = "The document requested; a bank statement is usual"
	r = New(Config{}).Read("Pre-qualify Lucia Ferraro, income 98,500 dollars, credit score 702, and then ask her for a bank statement.") // a grounder reads an input once
	got = r.Fill(Call{Tool: "request_document", Inputs: doc, Args: map[string]any{"prequal_id": "$var1.prequal_id$"}, Open: []string{"document"}}, Sequence{})
	wantChoice(t, "mentioned only", got[0], nil)
}

// The tool's verb, capitalized to open the sentence, is no word of the
// name after it: "Issue Omar Farouk his B2 certificate" names Omar Farouk
// (the verb and the name had been rivals, an ask).
func TestFillToolVerbOpensNoName(t *testing.T) {
	g := New(Config{})
	cert := []Input{{Name: "student", Type: "string", Required: true, Description: "Student name"}, {Name: "level", Type: "string", Required: true, Description: "Level completed"}}
	got := g.Read("Issue Omar Farouk his B2 certificate.").Fill(Call{Tool: "issue_certificate", Inputs: cert, Args: map[string]any{"level": "B2"}, Open: []string{"student"}}, Sequence{})
	wantChoice(t, "student", got[0], "Omar Farouk")
	// another tool's first word is no verb of this one's (where nothing
	// after the name says it is an object: TestFillVerbOpensName)
	got = g.Read("Issue Omar Farouk B2 certificate.").Fill(Call{Tool: "print_certificate", Inputs: cert, Args: map[string]any{"level": "B2"}, Open: []string{"student"}}, Sequence{})
	wantChoice(t, "other tool", got[0], nil)
	// a verb with its prefix hyphened is a one-word tool's
	pq := []Input{{Name: "borrower_name", Type: "string", Required: true, Description: "The borrower's full name"}, {Name: "annual_income", Type: "number", Required: true, Description: "Gross annual income in dollars"}}
	got = g.Read("Pre-qualify Lucia Ferraro, income 98,500 dollars, and then ask her for a bank statement.").Fill(Call{Tool: "prequalify", Inputs: pq, Args: map[string]any{"annual_income": json.Number("98500")}, Open: []string{"borrower_name"}}, Sequence{})
	wantChoice(t, "hyphened verb", got[0], "Lucia Ferraro")
}

// A number right after the tool's verb is the tool's thing, when an
// identifier's input names it: "assign 512" is assign_room's room; but
// "Convert 85000 JPY" is an amount of yen, no currency.
func TestFillVerbObject(t *testing.T) {
	g := New(Config{})
	assign := []Input{{Name: "room", Type: "string", Required: true, Description: "Room number"}, {Name: "housekeeper", Type: "string", Required: true, Description: "Housekeeper's name"}}
	r := g.Read("Rush: assign 512 to Lucia Fernandez, the guest arrives early.")
	got := r.Fill(Call{Tool: "assign_room", Inputs: assign, Args: map[string]any{"housekeeper": "Lucia Fernandez"}, Open: []string{"room"}}, Sequence{})
	wantChoice(t, "room", got[0], "512")
	convert := []Input{{Name: "amount", Type: "number", Required: true}, {Name: "from_currency", Type: "string", Required: true, Description: "Currency code"}, {Name: "to_currency", Type: "string", Required: true, Description: "Currency code"}}
	r = g.Read("Convert 85000 JPY to GBP and tell Priya the result by email.")
	got = r.Fill(Call{Tool: "convert_currency", Inputs: convert, Open: []string{"amount", "from_currency", "to_currency"}}, Sequence{})
	wantChoice(t, "currency", got[1], "JPY")
}

// An identifier's prefix says what it identifies: the code that opens
// with the letters of a code the sequence gives an input of the same
// thing (a dock_station's ST-220) is that thing's ("Unlock a bike at
// ST-114 for RD-1002": the station's ST-114, where both codes were asked).
func TestFillCodePrefix(t *testing.T) {
	g := New(Config{})
	unlock := []Input{{Name: "station_id", Type: "string", Required: true, Description: "Station ID"}, {Name: "rider_id", Type: "string", Required: true, Description: "Rider ID"}}
	seq := Sequence{Tools: []string{"end_ride"}, Uses: []Use{{Tool: "end_ride", Input: "dock_station", Value: "ST-220"}}}
	const text = "Unlock a bike at ST-114 for RD-1002, then end that ride at ST-220"
	wantChoice(t, "station", fill(g, text, unlock, nil, "station_id", seq), "ST-114")
	wantChoice(t, "rider", fill(g, text, unlock, map[string]any{"station_id": "ST-114"}, "rider_id", seq), "RD-1002")
	// a prefix another kind of thing's code has says nothing
	other := Sequence{Tools: []string{"end_ride"}, Uses: []Use{{Tool: "end_ride", Input: "dock_station", Value: "ST-220"}, {Tool: "end_ride", Input: "rider", Value: "ST-9"}}}
	wantChoice(t, "two kinds", fill(g, text, unlock, nil, "station_id", other), nil)
}

// An acronym in capitals that closes a name and is a word of the call's
// tool is the tool's verb, no word of the name: "Have Ingrid Holm QC
// subtitle track ST-2214" is qc_review's reviewer Ingrid Holm. Another
// tool's acronym stays the name's, and so does a word written as a word
// ("Grand Hotel" for book_hotel).
func TestFillToolAcronymClosesName(t *testing.T) {
	g := New(Config{})
	review := []Input{{Name: "subtitle_id", Type: "string", Required: true, Description: "The subtitle track ID"}, {Name: "reviewer", Type: "string", Required: true, Description: "The name of the reviewer"}}
	const text = "Have Ingrid Holm QC subtitle track ST-2214 by December 4, 2027."
	got := g.Read(text).Fill(Call{Tool: "qc_review", Inputs: review, Args: map[string]any{"subtitle_id": "ST-2214"}, Open: []string{"reviewer"}}, Sequence{})
	wantChoice(t, "reviewer", got[0], "Ingrid Holm")
	got = g.Read(text).Fill(Call{Tool: "assign_review", Inputs: review, Args: map[string]any{"subtitle_id": "ST-2214"}, Open: []string{"reviewer"}}, Sequence{})
	if got[0].Found && got[0].Value == "Ingrid Holm" {
		t.Errorf("other tool: %v, want the name as read", got[0].Value)
	}
	hotel := []Input{{Name: "hotel_name", Type: "string", Required: true, Description: "The name of the hotel"}}
	got = g.Read("Please book the Grand Hotel for me.").Fill(Call{Tool: "book_hotel", Inputs: hotel, Open: []string{"hotel_name"}}, Sequence{})
	wantChoice(t, "hotel", got[0], "Grand Hotel")
}

// A capital letter that ends its clause is no article, for no word
// follows it: "then grade it A" grades A; "a" in lowercase stays one.
func TestFillLetterEndsClause(t *testing.T) {
	g := New(Config{})
	grade := []Input{{Name: "wheel_id", Type: "string", Required: true, Description: "The wheel ID"}, {Name: "grade", Type: "string", Required: true, Description: "The grade", Enum: []any{"A", "B", "C"}}}
	for _, text := range []string{"Please register a goat milk wheel named Chevre Cendree, then grade it A.", "Grade it A, please."} {
		got := g.Read(text).Fill(Call{Tool: "grade_wheel", Inputs: grade, Args: map[string]any{"wheel_id": "$var1.wheel_id$"}, Open: []string{"grade"}}, Sequence{})
		wantChoice(t, text, got[0], "A")
	}
	got := g.Read("Then grade it a.").Fill(Call{Tool: "grade_wheel", Inputs: grade, Args: map[string]any{"wheel_id": "$var1.wheel_id$"}, Open: []string{"grade"}}, Sequence{})
	wantChoice(t, "lowercase", got[0], nil)
}

// An example of codes and numbers written apart is one value's shape:
// "Log grid ref NN 166 712" is a "grid reference, e.g. NN 166 712", though
// it reads as the code NN and two numbers (NN had been a wrong value).
func TestFillSpacedExample(t *testing.T) {
	g := New(Config{})
	grid := []Input{{Name: "callout_id", Type: "string", Required: true, Description: "The callout ID"}, {Name: "grid_ref", Type: "string", Required: true, Description: "The OS grid reference, e.g. NN 166 712"}}
	got := g.Read("Log grid ref SH 648 557 on CO-3381.").Fill(Call{Tool: "log_grid_ref", Inputs: grid, Args: map[string]any{"callout_id": "CO-3381"}, Open: []string{"grid_ref"}}, Sequence{})
	wantChoice(t, "grid", got[0], "SH 648 557")
	// a run of another shape is none
	got = g.Read("Log grid ref SH 648 on CO-3381.").Fill(Call{Tool: "log_grid_ref", Inputs: grid, Args: map[string]any{"callout_id": "CO-3381"}, Open: []string{"grid_ref"}}, Sequence{})
	if got[0].Found && got[0].Value == "SH 648" {
		t.Errorf("other shape: %v", got[0].Value)
	}
	if !spacedCode("NN 166 712") || !spacedCode("SW1A 1AA") || spacedCode("New York") || spacedCode("NN") || spacedCode("A B") {
		t.Error("spacedCode")
	}
}

// A slug is named as programs name things, in lowercase words joined by
// hyphens (Lexicon.IdentInputs), and is one token (Lexicon.TokenWords):
// "Assign the council-budget slug to Hannah Mercer" gives the slug
// council-budget, and no person's name is one ("Hannah Mercer" had been
// a wrong value).
func TestFillSlug(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "slug", Type: "string", Required: true, Description: "The story slug"}, {Name: "reporter", Type: "string", Required: true, Description: "The name of the reporter"}}
	r := g.Read("Assign the council-budget slug to Hannah Mercer, deadline 2027-02-03 17:00.")
	got := r.Fill(Call{Tool: "assign_story", Inputs: in, Open: []string{"slug", "reporter"}}, Sequence{})
	wantChoice(t, "slug", got[0], "council-budget")
	r = g.Read("Assign the new slug to Hannah Mercer.")
	got = r.Fill(Call{Tool: "assign_story", Inputs: in, Open: []string{"slug"}, Args: map[string]any{"reporter": "Hannah Mercer"}}, Sequence{})
	wantChoice(t, "no slug", got[0], nil)
}

// An input whose description gives an example between 0 and 1, or speaks
// of a probability (Lexicon.FractionCues), takes a fraction: "the 95%
// confidence interval" gives a confidence of 0.95 ("e.g. 0.95"), where 95
// had been asked.
func TestFillFractionExample(t *testing.T) {
	g := New(Config{})
	ci := []Input{{Name: "mean", Type: "number", Required: true, Description: "The sample mean"}, {Name: "sample_size", Type: "integer", Required: true, Description: "The sample size"}, {Name: "confidence", Type: "number", Required: true, Description: "The confidence level, e.g. 0.95"}}
	const text = "Give me the 95% confidence interval for a sample mean of 50 from 100 samples."
	got := g.Read(text).Fill(Call{Tool: "confidence_interval", Inputs: ci, Open: []string{"confidence"}, Args: map[string]any{"mean": json.Number("50"), "sample_size": json.Number("100")}}, Sequence{})
	wantChoice(t, "example", got[0], json.Number("0.95"))
	ci[2].Description = "The confidence level"
	got = g.Read(text).Fill(Call{Tool: "confidence_interval", Inputs: ci, Open: []string{"confidence"}, Args: map[string]any{"mean": json.Number("50"), "sample_size": json.Number("100")}}, Sequence{})
	wantChoice(t, "no example", got[0], nil)
	bp := []Input{{Name: "trials", Type: "integer", Required: true, Description: "The number of trials"}, {Name: "success", Type: "number", Required: true, Description: "The probability of success"}}
	got = g.Read("Compute the odds over 10 trials with a success probability of 30%.").Fill(Call{Tool: "binomial", Inputs: bp, Open: []string{"success"}, Args: map[string]any{"trials": json.Number("10")}}, Sequence{})
	wantChoice(t, "probability", got[0], json.Number("0.3"))
}

// A pair's two sides are written alike: beside an origin given as a code
// in capitals (BOS), the destination is the code the request gives (LIS),
// no city's name; beside an origin given as a name, a code is no better
// than the name.
func TestFillPartnerShape(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "origin", Type: "string", Required: true, Description: "IATA code of the departure airport"}, {Name: "destination", Type: "string", Required: true, Description: "IATA code of the arrival airport"}}
	const text = "I'm planning a trip to Lisbon and we'll fly out of Boston (BOS) on 2027-05-14. Could you find flights to LIS for us?"
	got := g.Read(text).Fill(Call{Tool: "search_flights", Inputs: in, Open: []string{"destination"}, Args: map[string]any{"origin": "BOS"}}, Sequence{})
	wantChoice(t, "code", got[0], "LIS")
	got = g.Read(text).Fill(Call{Tool: "search_flights", Inputs: in, Open: []string{"destination"}, Args: map[string]any{"origin": "Boston"}}, Sequence{})
	if got[0].Found && got[0].Value == "LIS" {
		t.Errorf("name partner: %v", got[0].Value)
	}
}

// A code's possessive is the code: "Get MSFT's daily prices" names the
// ticker MSFT, which had been read as a name alone (and asked).
func TestFillPossessiveCode(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "symbol", Type: "string", Required: true, Description: "Ticker symbol"}, {Name: "start", Type: "string", Required: true, Description: "Start date, YYYY-MM-DD"}}
	got := g.Read("Get MSFT's daily prices between 2026-01-02 and 2026-03-31.").Fill(Call{Tool: "historical_prices", Inputs: in, Open: []string{"symbol"}, Args: map[string]any{"start": "2026-01-02"}}, Sequence{})
	wantChoice(t, "symbol", got[0], "MSFT")
}

// A counted thing cut short is none: "a dozen bottles of argan oil
// shampoo" names no product "argan oil" (a wrong value), though "12.5 kg
// of starter crumble daily" names the feed starter crumble (a period word
// goes on with no thing).
func TestFillCountedCutShort(t *testing.T) {
	g := New(Config{})
	stock := []Input{{Name: "product", Type: "string", Required: true, Description: "The product"}, {Name: "units", Type: "integer", Required: true, Description: "The number of units"}}
	got := g.Read("Order a dozen bottles of argan oil shampoo.").Fill(Call{Tool: "order_stock", Inputs: stock, Open: []string{"product"}, Args: map[string]any{"units": json.Number("12")}}, Sequence{})
	if got[0].Found && got[0].Value == "argan oil" {
		t.Errorf("cut short: %v", got[0].Value)
	}
	feed := []Input{{Name: "pond_id", Type: "string", Required: true, Description: "The pond ID"}, {Name: "feed_type", Type: "string", Required: true, Description: "The feed type"}, {Name: "daily_kg", Type: "number", Required: true, Description: "The daily feed in kg"}}
	got = g.Read("For pond P-21, please set the feed to 12.5 kg of starter crumble daily.").Fill(Call{Tool: "adjust_feeding", Inputs: feed, Open: []string{"feed_type"}, Args: map[string]any{"pond_id": "P-21", "daily_kg": json.Number("12.5")}}, Sequence{})
	wantChoice(t, "period", got[0], "starter crumble")
}

// A description's head that names an e-mail's or a URL's form says what
// an input takes where its name says no kind: a custodian described as
// "The custodian's email address" takes the e-mail address the request
// gives ("Email address" is no street's address); "The body of the
// email" is no e-mail address.
func TestFillDescribedForm(t *testing.T) {
	g := New(Config{})
	const text = "Put m.chen@lindqvist.se on hold for matter MT-3301."
	for _, d := range []string{"The custodian's email address", "Email address of the custodian", "Custodian email address"} {
		in := []Input{{Name: "custodian", Type: "string", Required: true, Description: d}, {Name: "matter_id", Type: "string", Required: true, Description: "The matter ID"}}
		got := g.Read(text).Fill(Call{Tool: "place_hold", Inputs: in, Open: []string{"custodian"}, Args: map[string]any{"matter_id": "MT-3301"}}, Sequence{})
		wantChoice(t, d, got[0], "m.chen@lindqvist.se")
	}
	in := []Input{{Name: "to", Type: "string", Required: true, Description: "Recipient"}, {Name: "body", Type: "string", Required: true, Description: "The body of the email"}}
	got := g.Read("Email m.chen@lindqvist.se about the hold.").Fill(Call{Tool: "send_email", Inputs: in, Open: []string{"body"}, Args: map[string]any{"to": "m.chen@lindqvist.se"}}, Sequence{})
	if got[0].Found && got[0].Value == "m.chen@lindqvist.se" {
		t.Errorf("body: %v", got[0].Value)
	}
	if h, n := headWords(g.lx, "the custodian's email address"); strings.Join(h[:n], " ") != "email address" {
		t.Errorf("headWords: %q", h[:n])
	}
}

// A word that is another input's whole name labels that input's value and
// is no value of this one: "with a GPA of 3.78" names no program (GPA had
// left the program asked); a quoted word is a value all the same.
func TestFillNamesOtherInput(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "full_name", Type: "string", Required: true, Description: "The applicant's full name"}, {Name: "program", Type: "string", Required: true, Description: "The program applied to"}, {Name: "gpa", Type: "number", Required: true, Description: "The grade point average"}}
	r := g.Read("Create a record for the applicant Sofia Marquez, who is applying to the Master of Data Science program with a GPA of 3.78.")
	got := r.Fill(Call{Tool: "create_applicant", Inputs: in, Open: []string{"program"}, Args: map[string]any{"full_name": "Sofia Marquez", "gpa": json.Number("3.78")}}, Sequence{})
	wantChoice(t, "program", got[0], "Master of Data Science")
	spell := []Input{{Name: "word", Type: "string", Required: true, Description: "The word"}, {Name: "language", Type: "string", Required: true, Description: "The language"}}
	got = g.Read(`Check the spelling of the term "language" in English.`).Fill(Call{Tool: "spell_check", Inputs: spell, Open: []string{"word"}, Args: map[string]any{"language": "English"}}, Sequence{})
	wantChoice(t, "quoted", got[0], "language")
}

// An input whose values are written in capitals (Lexicon.AcronymInputs: a
// prefix) takes an acronym: "under the prefix ACME" is the Bates prefix,
// where the acronym had been a weak value and asked.
func TestFillAcronymPrefix(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "collection_id", Type: "string", Required: true, Description: "The collection ID"}, {Name: "bates_prefix", Type: "string", Required: true, Description: "The Bates number prefix"}}
	got := g.Read("Produce collection CL-5531 under the prefix ACME.").Fill(Call{Tool: "produce_set", Inputs: in, Open: []string{"bates_prefix"}, Args: map[string]any{"collection_id": "CL-5531"}}, Sequence{})
	wantChoice(t, "prefix", got[0], "ACME")
}

// A crop is a counted thing (Lexicon.CountedThings): "1.2 kg of runner
// beans" is the crop harvested. A name before a verb of the past
// (Lexicon.SubjectVerbs: dropped, donated) is the sentence's subject, its
// first word no verb: "Gwen Ashby dropped off a tile cutter" is the donor
// Gwen Ashby, no "Ashby".
func TestFillCropAndSubject(t *testing.T) {
	g := New(Config{})
	harvest := []Input{{Name: "plot", Type: "string", Required: true, Description: "The plot number, e.g. B12"}, {Name: "crop", Type: "string", Required: true, Description: "The crop"}, {Name: "kg", Type: "number", Required: true, Description: "The weight in kilograms"}}
	got := g.Read("Log 1.2 kg of runner beans from plot B12.").Fill(Call{Tool: "log_harvest", Inputs: harvest, Open: []string{"crop"}, Args: map[string]any{"plot": "B12", "kg": json.Number("1.2")}}, Sequence{})
	wantChoice(t, "crop", got[0], "runner beans")
	donate := []Input{{Name: "tool_name", Type: "string", Required: true, Description: "The tool name"}, {Name: "donor", Type: "string", Required: true, Description: "The donor's name"}}
	got = g.Read("Gwen Ashby dropped off a tile cutter, good condition.").Fill(Call{Tool: "donate_tool", Inputs: donate, Open: []string{"donor"}, Args: map[string]any{"tool_name": "tile cutter"}}, Sequence{})
	wantChoice(t, "donor", got[0], "Gwen Ashby")
}

// A courtroom is labelled as a court is (Lexicon.PositionLabels): "in
// Courtroom 5B" gives the label 5B, as "Court 3" gives 3 ("Courtroom 5B"
// had been a wrong value).
func TestFillCourtroomLabel(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "case_number", Type: "string", Required: true, Description: "The case number"}, {Name: "courtroom", Type: "string", Required: true, Description: "The courtroom"}, {Name: "date", Type: "string", Required: true, Description: "The hearing date, format: YYYY-MM-DD"}}
	got := g.Read("Schedule a hearing for case 2027-CV-01184 in Courtroom 5B on 2027-06-02.").Fill(Call{Tool: "schedule_hearing", Inputs: in, Open: []string{"courtroom"}, Args: map[string]any{"case_number": "2027-CV-01184", "date": "2027-06-02"}}, Sequence{})
	wantChoice(t, "courtroom", got[0], "5B")
}

// A list's first item may be capitalized to open the sentence: "Coffee, tea
// and biscuits should be ordered" lists three refreshments (no list was
// read), though "Order tea, coffee and biscuits" holds no item "Order".
func TestReadInitialListItem(t *testing.T) {
	g := New(Config{})
	for text, want := range map[string]string{
		"Coffee, tea and biscuits should be ordered for EV-3301.": "[Coffee tea biscuits]",
		"Order tea, coffee and biscuits.":                         "[tea coffee biscuits]",
	} {
		got := ""
		for _, c := range g.Read(text).Candidates() {
			if c.Kind == List {
				got = fmt.Sprint(c.Items)
			}
		}
		if got != want {
			t.Errorf("%q: list %s, want %s", text, got, want)
		}
	}
}

// A count written as text (a string number_of_adults, as schema-guided
// dialogue catalogs write one) takes the number of the things it counts:
// "for 2 adults" gives "2", where the count had been no value of its own.
func TestFillTextCount(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "from", Type: "string", Required: true, Description: "Starting city"}, {Name: "to", Type: "string", Required: true, Description: "Ending city"}, {Name: "number_of_adults", Type: "string", Required: true, Description: "Number of adults"}}
	got := g.Read("Are there trains from Sacramento to Los Angeles on 10/10/2024 for 2 adults?").Fill(Call{Tool: "Trains.FindTrains", Inputs: in, Open: []string{"number_of_adults"}, Args: map[string]any{"from": "Sacramento", "to": "Los Angeles"}}, Sequence{})
	wantChoice(t, "adults", got[0], "2")
	in[2] = Input{Name: "number_of_rooms", Type: "string", Required: true, Description: "Number of rooms"}
	got = g.Read("Reserve 1 room at the Brown Palace in Denver for 3 days.").Fill(Call{Tool: "Hotels.ReserveHotel", Inputs: in[2:], Open: []string{"number_of_rooms"}}, Sequence{})
	wantChoice(t, "rooms", got[0], "1")
}

// An acronym the description gives among its examples is of the input's
// form, no weak value: "the FDA must be notified" for an agency "e.g. FDA,
// EMA" (it was asked); one the description only mentions ("SQL server
// address") is not.
func TestFillExampleAcronym(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "case_id", Type: "string", Required: true, Description: "The case ID"}, {Name: "agency", Type: "string", Required: true, Description: "The regulatory agency, e.g. FDA, EMA"}}
	const text = "For case PV-220314, the FDA must be notified within 7 days."
	got := g.Read(text).Fill(Call{Tool: "notify_regulator", Inputs: in, Open: []string{"agency"}, Args: map[string]any{"case_id": "PV-220314"}}, Sequence{})
	wantChoice(t, "example", got[0], "FDA")
	if g.givenAsExample("The SQL server address", "sql") || !g.givenAsExample("The regulatory agency, e.g. FDA, EMA", "ema") {
		t.Error("givenAsExample")
	}
}

// Digits grouped in thousands after a full name are an amount, no label of
// the name: "Pay Grace Achieng 4,500 shillings" pays Grace Achieng ("Grace
// Achieng 4,500" had left the member asked), though "Rs 50,000" is read
// whole, its amount the payment's.
func TestFillThousandsEndName(t *testing.T) {
	g := New(Config{})
	pay := []Input{{Name: "member", Type: "string", Required: true, Description: "The member's name"}, {Name: "amount", Type: "number", Required: true, Description: "The amount in KES"}}
	got := g.Read("Pay Grace Achieng 4,500 shillings.").Fill(Call{Tool: "pay_member", Inputs: pay, Open: []string{"member"}, Args: map[string]any{"amount": json.Number("4500")}}, Sequence{})
	wantChoice(t, "member", got[0], "Grace Achieng")
	adv := []Input{{Name: "booking_no", Type: "string", Required: true, Description: "Booking number"}, {Name: "amount", Type: "number", Required: true, Description: "Amount in INR"}}
	got = g.Read("advance Rs 50,000 for booking HB-2207").Fill(Call{Tool: "pay_advance", Inputs: adv, Open: []string{"booking_no"}, Args: map[string]any{"amount": json.Number("50000")}}, Sequence{})
	wantChoice(t, "booking", got[0], "HB-2207")
}

// A clause word that is a preposition there ("before the accident") ends
// no text a cue introduces: the reason of "because the repair invoice was
// dated before the accident" is the whole clause ("the repair invoice was
// dated" had been a wrong value); "before you leave" would end it. A
// color's modifier (Lexicon.ValueSets: sage) narrows the color: "sage
// green", no "green".
func TestFillPrepositionAndColorModifier(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "claim_number", Type: "string", Required: true, Description: "The claim number"}, {Name: "reason", Type: "string", Required: true, Description: "The reason for suspicion"}}
	got := g.Read("Open an investigation into claim CLM-883410 because the repair invoice was dated before the accident.").Fill(Call{Tool: "open_investigation", Inputs: in, Open: []string{"reason"}, Args: map[string]any{"claim_number": "CLM-883410"}}, Sequence{})
	wantChoice(t, "reason", got[0], "the repair invoice was dated before the accident")
	got = g.Read("Open an investigation into claim CLM-883410 because the invoice was late before you paid.").Fill(Call{Tool: "open_investigation", Inputs: in, Open: []string{"reason"}, Args: map[string]any{"claim_number": "CLM-883410"}}, Sequence{})
	if got[0].Found && got[0].Value == "the invoice was late before you paid" {
		t.Errorf("clause: %v", got[0].Value)
	}
	batch := []Input{{Name: "fabric", Type: "string", Required: true, Description: "The fabric type"}, {Name: "color", Type: "string", Required: true, Description: "The target color"}}
	got = g.Read("The fabric is linen canvas and the color is sage green; start a 450-meter batch.").Fill(Call{Tool: "start_batch", Inputs: batch, Open: []string{"color"}, Args: map[string]any{"fabric": "linen canvas"}}, Sequence{})
	wantChoice(t, "color", got[0], "sage green")
}

// A fabric is a counted thing (Lexicon.CountedThings): "1,200 meters of
// cotton twill" is the fabric the batch dyes.
func TestFillFabricMeasured(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "fabric", Type: "string", Required: true, Description: "The fabric type"}, {Name: "color", Type: "string", Required: true, Description: "The target color"}, {Name: "meters", Type: "number", Required: true, Description: "The length in meters"}}
	got := g.Read("Kindly start a dyeing batch of 1,200 meters of cotton twill in indigo.").Fill(Call{Tool: "start_batch", Inputs: in, Open: []string{"fabric"}, Args: map[string]any{"color": "indigo", "meters": json.Number("1200")}}, Sequence{})
	wantChoice(t, "fabric", got[0], "cotton twill")
}

// A name whose last word is a street's kind (Lexicon.StreetWords) is a
// street, for an input of an address's kind, though no number opens it:
// "under Mill Lane". A chemical is a counted thing (Lexicon.CountedThings):
// "200 mL of acetone" spilled acetone.
func TestFillStreetNameAndChemical(t *testing.T) {
	g := New(Config{})
	cctv := []Input{{Name: "street", Type: "string", Required: true, Description: "The street name"}, {Name: "pipe_id", Type: "string", Required: true, Description: "The pipe segment ID"}}
	got := g.Read("Schedule CCTV for segment SW-2262 under Mill Lane on 2027-06-15.").Fill(Call{Tool: "schedule_cctv", Inputs: cctv, Open: []string{"street"}, Args: map[string]any{"pipe_id": "SW-2262"}}, Sequence{})
	wantChoice(t, "street", got[0], "Mill Lane")
	spill := []Input{{Name: "chemical", Type: "string", Required: true, Description: "The chemical name"}, {Name: "room", Type: "string", Required: true, Description: "The lab room"}}
	got = g.Read("Someone spilled about 200 mL of acetone in Room B214.").Fill(Call{Tool: "report_spill", Inputs: spill, Open: []string{"chemical"}, Args: map[string]any{"room": "B214"}}, Sequence{})
	wantChoice(t, "chemical", got[0], "acetone")
}

// A date's first word ends no text a cue introduces: "Remind the owner
// ... that the dental check is due next month" is one message ("... is
// due" had been a wrong value), though "Next," opens a clause.
func TestFillMessageRunsThroughDate(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "patient_id", Type: "string", Required: true, Description: "The patient ID"}, {Name: "message", Type: "string", Required: true, Description: "The reminder text"}}
	got := g.Read("Remind the owner of VP-44133 that the dental check is due next month.").Fill(Call{Tool: "send_reminder", Inputs: in, Open: []string{"message"}, Args: map[string]any{"patient_id": "VP-44133"}}, Sequence{})
	wantChoice(t, "message", got[0], "the dental check is due next month")
}

// A capital letter right after a plain word labels that word and is no
// value alone: "order a vitamin D test" names no test "D" (a wrong value);
// after the input's own word it is the label ("trench A").
func TestFillLetterAfterPlainWord(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "consult_id", Type: "string", Required: true, Description: "The consultation ID"}, {Name: "test", Type: "string", Required: true, Description: "The lab test"}}
	got := g.Read("Then order a vitamin D test for that consultation.").Fill(Call{Tool: "order_lab_test", Inputs: in, Open: []string{"test"}, Args: map[string]any{"consult_id": "$var1.consult_id$"}}, Sequence{})
	if got[0].Found && got[0].Value == "D" {
		t.Errorf("letter: %v", got[0].Value)
	}
}

// A request written as notes gives a free text's value as a fragment of
// its own, between commas or dashes; where two fragments could be it, or
// the fragment labels or glosses, or another value of the sentence is
// unaccounted for, it is asked.
func TestFillFragments(t *testing.T) {
	str := requiredString
	num := func(n string) Input { return Input{Name: n, Type: "number", Required: true} }
	for _, c := range []struct {
		name, request string
		inputs        []Input
		args          map[string]any
		input         string
		want          any
	}{
		{"cause", "Primary crusher down 45 min, jaw plate change.", []Input{str("crusher", "Crusher name"), num("minutes"), str("cause", "Cause")},
			map[string]any{"crusher": "Primary crusher", "minutes": json.Number("45")}, "cause", "jaw plate change"},
		{"after a dash, a note accounted for", "Chart CH-5521 – chin tucks, 10 reps.", []Input{str("chart_id", "Chart number"), str("exercise", "Exercise"), num("reps")},
			map[string]any{"chart_id": "CH-5521", "reps": json.Number("10")}, "exercise", "chin tucks"},
		// (a name's input takes no fragment: "Exercise name" is asked)
		{"a name's input", "Chart CH-5521 – chin tucks, 10 reps.", []Input{str("chart_id", "Chart number"), str("exercise", "Exercise name"), num("reps")},
			map[string]any{"chart_id": "CH-5521", "reps": json.Number("10")}, "exercise", nil},
		{"enum value accounted for", "P1 to 77 Harbour Road, chest pain.", []Input{str("address", "Incident address"), {Name: "priority", Type: "string", Required: true, Enum: []any{"P1", "P2", "P3"}}, str("complaint", "Chief complaint")},
			map[string]any{"address": "77 Harbour Road", "priority": "P1"}, "complaint", "chest pain"},
		{"another note", "P1 to 77 Harbour Road, chest pain, male 60s.", []Input{str("address", "Incident address"), {Name: "priority", Type: "string", Required: true, Enum: []any{"P1", "P2", "P3"}}, str("complaint", "Chief complaint")},
			map[string]any{"address": "77 Harbour Road", "priority": "P1"}, "complaint", nil},
		// a colon's text that holds a number given as text ("cage 7"
		// for a cage "7") is no text of its own (a probe request)
		{"a tail holding a value given", "CG-2210: tabby female, no chip, cage 7.", []Input{str("call_id", "Call ID"), str("description", "Animal description"), str("cage", "Cage number")},
			map[string]any{"call_id": "CG-2210", "cage": "7"}, "description", nil},
		// a dash's text that relays a message ("tell them to ...") is
		// asked: whether "tell them to" is kept is open (a probe request)
		{"a message to relay", "UQ-3301 is done - tell her to air it out for a day.", []Input{str("quote_id", "Quote ID"), str("notes", "Notes for the customer")},
			map[string]any{"quote_id": "UQ-3301"}, "notes", nil},
		{"an instruction", "Return order 77-2031, wrong size, refund to my original payment", []Input{str("order_id", "Order number"), str("reason", "Return reason")},
			map[string]any{"order_id": "77-2031"}, "reason", "wrong size"},
		{"two fragments", "Tell the regulator about SEG-114, dent with gouge confirmed, pressure reduced.", []Input{str("segment_id", "Pipeline segment ID"), str("summary", "Summary of the notice")},
			map[string]any{"segment_id": "SEG-114"}, "summary", nil},
		// the text a colon opens after a value given is one, to its
		// sentence's end, commas and all
		{"after a colon", "Tell the regulator about SEG-114: dent with gouge confirmed, pressure reduced.", []Input{str("segment_id", "Pipeline segment ID"), str("summary", "Summary of the notice")},
			map[string]any{"segment_id": "SEG-114"}, "summary", "dent with gouge confirmed, pressure reduced"},
		{"after a dash", "ST-4415 – verbal altercation at dinner, resolved by staff.", []Input{str("stay_id", "Stay ID"), str("description", "What happened")},
			map[string]any{"stay_id": "ST-4415"}, "description", "verbal altercation at dinner, resolved by staff"},
		{"a message after a colon", "text 555-0148: your order is ready for pickup", []Input{str("phone", "Customer phone number"), str("message", "Message text")},
			map[string]any{"phone": "555-0148"}, "message", "your order is ready for pickup"},
		{"a question after a dash", "T5 gate A22 — how far?", []Input{str("terminal", "Terminal"), str("gate", "Gate")},
			map[string]any{"gate": "A22"}, "terminal", nil},
		// an identifier before a colon is no field's label: the notes
		// after it are read as notes
		{"identifier before a colon", "Cage CG-3312: hunched posture, 18.2 g.", []Input{str("cage_id", "Cage ID"), str("observation", "What was observed"), num("weight_g")},
			map[string]any{"cage_id": "CG-3312", "weight_g": json.Number("18.2")}, "observation", "hunched posture"},
		{"after a colon, an article", "Age the merlot for 24 months under specific storage conditions: a dark cellar at 55°F with 70% humidity.", []Input{str("wine_type", "Wine"), num("storage_duration"), str("storage_condition", "Storage condition")},
			map[string]any{"wine_type": "merlot", "storage_duration": json.Number("24")}, "storage_condition", nil},
		{"after a colon, a value given", "The primary crusher CR-2 went down: jaw plate change, 45 min.", []Input{str("crusher", "Crusher ID"), num("minutes"), str("cause", "Cause")},
			map[string]any{"crusher": "CR-2", "minutes": json.Number("45")}, "cause", "jaw plate change"},
		{"a label", "Experiment pricing_page_copy, full traffic, metric signups", []Input{str("name", "Experiment name"), str("metric", "Primary metric")},
			map[string]any{"name": "pricing_page_copy"}, "metric", nil},
		{"its own label", "Create 'BookClub' guest wifi, password readmore, for 3 hours", []Input{str("ssid", "Network name"), str("password", "Password"), num("hours")},
			map[string]any{"ssid": "BookClub", "hours": json.Number("3")}, "password", nil},
		{"a gloss", "Then identify hypernyms (superordinate terms) of the word dog.", []Input{str("word", "The word"), str("pos", "Part of speech")},
			map[string]any{"word": "dog"}, "pos", nil},
		// (the note is no grower's; the one name left, every other value
		// being another argument's, is the one open input's: accounted)
		{"a name left", "Log soil sample S-7010 for Harper Farms, normal turnaround.", []Input{str("sample_id", "Sample ID"), str("grower", "Grower")},
			map[string]any{"sample_id": "S-7010"}, "grower", "Harper Farms"},
		// (a client, one of Lexicon.PersonInputs, takes the name)
		{"a name accounted for", "Log soil sample S-7010 for Harper Farms, normal turnaround.", []Input{str("sample_id", "Sample ID"), str("client", "Client")},
			map[string]any{"sample_id": "S-7010"}, "client", "Harper Farms"},
		{"a clause", "When the front door opens, turn on the hallway light.", []Input{str("trigger", "Trigger event"), str("device", "Device to control")},
			map[string]any{"trigger": "front door opens"}, "device", nil},
	} {
		g := New(Config{})
		wantChoice(t, c.name, fill(g, c.request, c.inputs, c.args, c.input, Sequence{}), c.want)
	}
}

// A date and a time are one value of their kind, the only one a request
// may hold; written to the second where the call writes its others so,
// and the same value with or without its zero seconds.
func TestFillDateTimes(t *testing.T) {
	str := requiredString
	g := New(Config{})
	wantChoice(t, "only datetime", fill(g, "Interview for SUB-9921 on 2026-12-08 15:00.",
		[]Input{str("submission_id", "Submission ID"), str("datetime", "Date and time, YYYY-MM-DD HH:MM")},
		map[string]any{"submission_id": "SUB-9921"}, "datetime", Sequence{}), "2026-12-08 15:00")
	wantChoice(t, "seconds as the call writes them", fill(g, "Create an event for a business meeting with Sarah Lee on October 15, 2024 from 10:00am to 11:00am.",
		[]Input{str("title", "Event title"), str("start_time", "Start time"), str("end_time", "End time")},
		map[string]any{"title": "Business Meeting with Sarah Lee", "start_time": "2024-10-15 10:00:00"}, "end_time", Sequence{}), "2024-10-15 11:00:00")
	if valueKey("2024-10-15 10:00:00") != valueKey("2024-10-15 10:00") || valueKey("2024-10-15 10:00:30") == valueKey("2024-10-15 10:00") {
		t.Error("valueKey: a date and time's zero seconds are no part of its value")
	}
}

// Two open inputs whose best is the one mention: the input it fits better
// takes it, however poor the other input's other candidates are ("recipe"
// names both the dish and the cuisine, but a dish's name is a name).
func TestFillContendedMention(t *testing.T) {
	g := New(Config{})
	req := "Write a vegan cuisine recipe for Lentil Soup with lentils, carrots, and cumin, then post the Lentil Soup recipe on Pinterest."
	seq := Sequence{Tools: []string{"create_recipe", "share_recipe"}, Uses: []Use{{Tool: "share_recipe", Input: "platform", Value: "Pinterest"}}}
	in := []Input{
		requiredString("name", "name of the recipe"),
		requiredString("cuisine", "type of cuisine the recipe belongs to"),
		{Name: "ingredients", Type: "array", Required: true, Description: "list of ingredients required for the recipe"},
	}
	call := Call{Tool: "create_recipe", Inputs: in, Args: map[string]any{"ingredients": []any{"lentils", "carrots", "cumin"}}, Open: []string{"name", "cuisine"}}
	r := g.Read(req)
	for _, ch := range r.Fill(call, seq) {
		if ch.Input == "name" && (!ch.Found || ch.Value != "Lentil Soup") || ch.Input == "cuisine" && ch.Found && ch.Value == "Lentil Soup" {
			t.Errorf("%s = %v (found %v), want name Lentil Soup and no cuisine Lentil Soup\n%s", ch.Input, ch.Value, ch.Found, r.Explain(call, seq, ch.Input))
		}
	}
}

// "for" places a name only where no open input of the call takes a
// person's: "a course for Noor Haddad" is no treatment site, though "the
// forecast for Boston" is a city.
func TestFillForPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("patient", "Patient's name"), requiredString("site", "Treatment site"), {Name: "fractions", Type: "integer", Required: true, Description: "Number of fractions"}}
	call := Call{Tool: "plan_course", Inputs: in, Args: map[string]any{"fractions": json.Number("25")}, Open: []string{"patient", "site"}}
	r := g.Read("Start a course for Noor Haddad, 25 fractions.")
	for _, ch := range r.Fill(call, Sequence{}) {
		if ch.Input == "site" && ch.Found {
			t.Errorf("site = %v, want an ask\n%s", ch.Value, r.Explain(call, Sequence{}, "site"))
		}
	}
	city := []Input{requiredString("city", "City name"), requiredString("units", "Units")}
	call = Call{Tool: "get_forecast", Inputs: city, Args: map[string]any{"units": "metric"}, Open: []string{"city"}}
	r = g.Read("Get the forecast for Boston in metric.")
	if ch := r.Fill(call, Sequence{})[0]; ch.Value != "Boston" {
		t.Errorf("city = %v (found %v), want Boston\n%s", ch.Value, ch.Found, r.Explain(call, Sequence{}, "city"))
	}
}

// A gray is a unit of its own (Lexicon.UnitClasses): "40.05 Gy" is a dose,
// and "Gy" no name.
func TestReadDoseUnit(t *testing.T) {
	r := New(Config{}).Read("Plan for Mr. Desmond Achebe: left breast, 15 fractions, 40.05 Gy.")
	var dose bool
	for _, c := range r.cands {
		if c.Kind == Name && c.Text == "Gy" {
			t.Errorf("Gy read as a name")
		}
		dose = dose || c.Kind == Number && c.Text == "40.05" && c.Unit == "gy"
	}
	if !dose {
		t.Errorf("no dose 40.05 in gy among %v", r.cands)
	}
}

// A change's "from" value is the old one, no value of an input that takes
// the new ("Change the ribeye price from $18.99 to $21.49/lb" had two
// prices, an ask); an input whose name asks for the old value takes it,
// and a range without a change's verb keeps its start.
func TestFillChangedFrom(t *testing.T) {
	g := New(Config{})
	str := requiredString
	price := []Input{str("cut", "Cut"), {Name: "price", Type: "number", Required: true, Description: "Price per pound in USD"}}
	wantChoice(t, "price", fill(g, "Change the ribeye price from $18.99 to $21.49/lb.", price, map[string]any{"cut": "ribeye"}, "price", Sequence{}), json.Number("21.49"))
	level := []Input{str("swimmer_id", "Swimmer ID"), {Name: "new_level", Type: "string", Required: true, Description: "New level", Enum: []any{"starfish", "minnow", "dolphin", "shark"}}}
	wantChoice(t, "new_level", fill(g, "SW-304 is ready to move up from dolphin to shark.", level, map[string]any{"swimmer_id": "SW-304"}, "new_level", Sequence{}), "shark")
	old := []Input{str("cut", "Cut"), {Name: "old_price", Type: "number", Required: true, Description: "Price before the change"}, {Name: "new_price", Type: "number", Required: true, Description: "Price after the change"}}
	if ch := fill(g, "Change the ribeye price from $18.99 to $21.49/lb.", old, map[string]any{"cut": "ribeye"}, "old_price", Sequence{}); ch.Found && fmt.Sprint(ch.Value) != "18.99" {
		t.Errorf("old_price = %v, want 18.99 or an ask", ch.Value)
	}
	// "up from" needs no change's verb: the sentence's other value is the
	// new one, before it or after
	bread := []Input{str("cafe", "Cafe"), {Name: "loaves", Type: "integer", Required: true, Description: "Loaves per day"}}
	wantChoice(t, "loaves", fill(g, "Copper Kettle Café wants 18 sourdough loaves a day, up from 12.", bread, map[string]any{"cafe": "Copper Kettle Café"}, "loaves", Sequence{}), json.Number("18"))
	// but a name after "up from" is a place one leaves, no old value
	// (probe: paraglidetandem-0000)
	flight := []Input{str("passenger", "Passenger name"), str("site", "Launch site"), str("date", "Flight date, YYYY-MM-DD")}
	wantChoice(t, "site", fill(g, "Can we get Dominic Ashe up from Mam Tor on 14 June 2027?", flight, map[string]any{"passenger": "Dominic Ashe", "date": "2027-06-14"}, "site", Sequence{}), "Mam Tor")
	sailing := []Input{str("booking_ref", "Booking reference"), str("time", "Sailing time, HH:MM")}
	wantChoice(t, "time", fill(g, "Move FD8K5T from the 08:15 to the 11:45 sailing.", sailing, map[string]any{"booking_ref": "FD8K5T"}, "time", Sequence{}), "11:45")
	start := []Input{str("room", "Room"), str("start_time", "Start time, HH:MM")}
	if ch := fill(g, "Book Room 4 from 09:00 to 11:00.", start, map[string]any{"room": "4"}, "start_time", Sequence{}); ch.Found && ch.Value != "09:00" {
		t.Errorf("start_time = %v, want 09:00 or an ask", ch.Value)
	}
}

// A state a copula says before a note is a value too, so which is the
// input's the request does not say ("The Col du Bonhomme trail is closed
// — avalanche debris" gave the status "avalanche debris", a wrong value);
// but the call's own verb says no state of its own ("J-20417 is excused,
// medical hardship" for excuse_juror).
func TestFillStateBeforeNote(t *testing.T) {
	g := New(Config{})
	ins := []Input{{Name: "trail", Type: "string", Required: true, Description: "Trail"}, {Name: "status", Type: "string", Required: true, Description: "Status"}}
	for _, text := range []string{"The Col du Bonhomme trail is closed — avalanche debris.", "The Col du Bonhomme trail is closed, avalanche debris."} {
		ch := g.Read(text).Fill(Call{Tool: "trail_status", Inputs: ins, Args: map[string]any{"trail": "Col du Bonhomme"}, Open: []string{"status"}}, Sequence{})[0]
		if ch.Found && ch.Value != "closed" {
			t.Errorf("%q: status = %v, want closed or an ask", text, ch.Value)
		}
	}
	juror := []Input{{Name: "juror_id", Type: "string", Required: true, Description: "Juror ID"}, {Name: "reason", Type: "string", Required: true, Description: "Reason"}}
	ch := g.Read("J-20417 is excused, medical hardship.").Fill(Call{Tool: "excuse_juror", Inputs: juror, Args: map[string]any{"juror_id": "J-20417"}, Open: []string{"reason"}}, Sequence{})[0]
	wantChoice(t, "reason", ch, "medical hardship")
}

// A purpose after the word that says what an input's thing is names what
// the thing serves, not the thing ("Rent the projector kit for the Spring
// Gala" gave the kit "Spring Gala", a wrong value); a purpose after
// another word of the input's name still links ("a table for Dominika
// Nowak" for the reservation's name).
func TestFillPurposeLinksNoName(t *testing.T) {
	g := New(Config{})
	kit := []Input{{Name: "event", Type: "string", Required: true, Description: "Event"}, {Name: "kit", Type: "string", Required: true, Description: "Kit"}, {Name: "days", Type: "integer", Required: true, Description: "Days"}}
	for _, ch := range g.Read("Rent the projector kit for the Spring Gala for 3 days and assign Leila Haddad to that rental.").Fill(Call{Tool: "rent_kit", Inputs: kit, Args: map[string]any{}, Open: []string{"event", "kit", "days"}}, Sequence{}) {
		if ch.Input == "kit" && ch.Found && ch.Value != "projector kit" {
			t.Errorf("kit = %v, want projector kit or an ask", ch.Value)
		}
	}
	table := []Input{{Name: "reservation_name", Type: "string", Required: true, Description: "Name for the reservation"}, {Name: "guests", Type: "integer", Required: true, Description: "Guests"}}
	wantChoice(t, "reservation_name", fill(g, "Reservation for Dominika Nowak, 6 guests.", table, map[string]any{"guests": json.Number("6")}, "reservation_name", Sequence{}), "Dominika Nowak")
	// (nestful-glaive-0092: an inserted search's query)
	query := []Input{{Name: "query", Type: "string", Required: true, Description: "The search query"}}
	ch := g.Read("I want to search for books by Jane Austen and then see a list of reviews for each book").Fill(Call{Tool: "search_books", Inputs: query, Args: map[string]any{}, Open: []string{"query"}}, Sequence{})[0]
	wantChoice(t, "query", ch, "Jane Austen")
}

// A number between a determiner and a name opens the name, a rival of
// the name without it ("Put bus 4430 on the 7 Harbour route" gave an
// inserted call's route "Harbour", a wrong value).
func TestFillNumberedName(t *testing.T) {
	g := New(Config{})
	ins := []Input{{Name: "bus", Type: "string", Required: true, Description: "Bus number"}, {Name: "route", Type: "string", Required: true, Description: "Route"}}
	for _, ch := range g.Read("Put bus 4430 on the 7 Harbour route and give that assignment to Samuel Osei.").Fill(Call{Tool: "assign_bus", Inputs: ins, Args: map[string]any{}, Open: []string{"bus", "route"}}, Sequence{}) {
		if ch.Input == "route" && ch.Found && ch.Value != "7 Harbour" {
			t.Errorf("route = %v, want 7 Harbour or an ask", ch.Value)
		}
	}
	if _, ok := candidate(g, "Bus 4417 takes the 42 Crosstown today.", "name:42 Crosstown"); !ok {
		t.Errorf("no name 42 Crosstown in %v", cands(g.Read("Bus 4417 takes the 42 Crosstown today.")))
	}
}

// A quoted title of stop words alone is a title, no input's or tool's own
// words ('first dance: "At Last" by Etta James' gave the song "Etta
// James", a wrong value: "At Last" had been dropped as words of no value).
func TestFillQuotedStopWords(t *testing.T) {
	g := New(Config{})
	ins := []Input{{Name: "gig_id", Type: "string", Required: true, Description: "Gig ID"}, {Name: "song", Type: "string", Required: true, Description: "Song"}}
	ch := g.Read(`WB-3301 first dance: "At Last" by Etta James.`).Fill(Call{Tool: "first_dance", Inputs: ins, Args: map[string]any{"gig_id": "WB-3301"}, Open: []string{"song"}}, Sequence{})[0]
	if ch.Found && ch.Value != "At Last" {
		t.Errorf("song = %v, want At Last or an ask", ch.Value)
	}
	if _, ok := candidate(g, `Play "Let It Be" next.`, "quoted:Let It Be"); !ok {
		t.Errorf("no quoted Let It Be")
	}
}

// A building is a place (Lexicon.PlaceWords): the one name after "at" is
// a bell tower's ("Practice at St Giles every Thursday at 19:30").
func TestFillTowerIsPlace(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "tower", Type: "string", Required: true, Description: "Tower"}, {Name: "day", Type: "string", Required: true, Description: "Weekday"}, {Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}}
	wantChoice(t, "tower", fill(g, "Practice at St Giles every Thursday at 19:30", in, map[string]any{"day": "Thursday", "time": "19:30"}, "tower", Sequence{}), "St Giles")
}

// A weekday is the value of a day input described as a weekday, though
// the input's name says day (no loose fit of a date), and a weekday said
// in the plural is written as the request capitalizes it: "on Thursdays"
// gives "Thursday".
func TestFillWeekdayForDay(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "tower", Type: "string", Required: true, Description: "Tower"}, {Name: "day", Type: "string", Required: true, Description: "Weekday"}, {Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}}
	wantChoice(t, "day", fill(g, "Practice at St Giles every Thursday at 19:30", in, map[string]any{"tower": "St Giles", "time": "19:30"}, "day", Sequence{}), "Thursday")
	slot := []Input{{Name: "student_id", Type: "string", Required: true, Description: "Student ID"}, {Name: "tutor", Type: "string", Required: true, Description: "Tutor"}, {Name: "day", Type: "string", Required: true, Description: "Day of the week"}}
	wantChoice(t, "day", fill(g, "TC-1180 with Ms. Ibarra on Thursdays.", slot, map[string]any{"student_id": "TC-1180", "tutor": "Ms. Ibarra"}, "day", Sequence{}), "Thursday")
}

// An expert is a person (Lexicon.PersonInputs): the one name is whom a
// find is sent to ("can Prof. Helen Ames identify it?").
func TestFillExpertIsPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "find_id", Type: "string", Required: true, Description: "Find ID"}, {Name: "expert", Type: "string", Required: true, Description: "Expert"}}
	wantChoice(t, "expert", fill(g, "FND-2207 — can Prof. Helen Ames identify it?", in, map[string]any{"find_id": "FND-2207"}, "expert", Sequence{}), "Prof. Helen Ames")
}

// A station is a place (Lexicon.PlaceWords): the name after "at" is
// where a bike is reserved.
func TestFillStationIsPlace(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "member", Type: "string", Required: true, Description: "Member name"}, {Name: "station", Type: "string", Required: true, Description: "Station"}, {Name: "start_time", Type: "string", Required: true, Description: "Start time, HH:MM"}}
	wantChoice(t, "station", fill(g, "Reserve a cargo bike at Canal Wharf for Jonas Weber, 08:30", in, map[string]any{"member": "Jonas Weber", "start_time": "08:30"}, "station", Sequence{}), "Canal Wharf")
}

// A field's value that would end inside a quoted string is none: the
// quote is the user's value ("Notice: subject 'Holiday Closure', body
// 'The studio is closed Dec 24 – Jan 2.'", where the dash would end the
// field).
func TestFieldCutsNoQuote(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "subject", Type: "string", Required: true, Description: "Subject"}, {Name: "body", Type: "string", Required: true, Description: "Body"}}
	wantChoice(t, "subject", fill(g, "Notice: subject 'Holiday Closure', body 'The studio is closed Dec 24 – Jan 2.'", in, map[string]any{"body": "The studio is closed Dec 24 – Jan 2."}, "subject", Sequence{}), "Holiday Closure")
}

// A lighthouse is a place (Lexicon.PlaceWords): "Fog signal at Point
// Lynas".
func TestFillLighthouseIsPlace(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "lighthouse", Type: "string", Required: true, Description: "Lighthouse"}, {Name: "result", Type: "string", Required: true, Description: "Result", Enum: []any{"pass", "fail"}}}
	wantChoice(t, "lighthouse", fill(g, "Fog signal at Point Lynas: FAIL", in, map[string]any{"result": "fail"}, "lighthouse", Sequence{}), "Point Lynas")
}

// A word of the call's tool opening the sentence before a name of two
// words is no word of the name ("Roster Glyn Evans" for driver_roster),
// unless it is the input's own word, which labels the name ("Lifeguard
// Tanya Brooks" for a lifeguard).
func TestFillToolWordOpensNoName(t *testing.T) {
	g := New(Config{})
	roster := []Input{{Name: "driver", Type: "string", Required: true, Description: "Driver"}, {Name: "tram_no", Type: "string", Required: true, Description: "Tram number"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	ch := g.Read("Roster Glyn Evans on tram No. 14 for 2026-12-19").Fill(Call{Tool: "driver_roster", Inputs: roster, Args: map[string]any{"tram_no": "14", "date": "2026-12-19"}, Open: []string{"driver"}}, Sequence{})[0]
	wantChoice(t, "driver", ch, "Glyn Evans")
	rescue := []Input{{Name: "pool", Type: "string", Required: true, Description: "Pool"}, {Name: "lifeguard", Type: "string", Required: true, Description: "Lifeguard"}}
	ch = g.Read("Lifeguard Tanya Brooks made a rescue in the Lazy River, please log it.").Fill(Call{Tool: "log_lifeguard_rescue", Inputs: rescue, Args: map[string]any{"pool": "Lazy River"}, Open: []string{"lifeguard"}}, Sequence{})[0]
	wantChoice(t, "lifeguard", ch, "Tanya Brooks")
}

// A club takes a name (Lexicon.KindHints): "Enter Tideway Scullers in the
// Men's 8+ with cox Hattie Bloom".
func TestFillClubTakesName(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "club", Type: "string", Required: true, Description: "Club"}, {Name: "boat_class", Type: "string", Required: true, Description: "Boat class"}, {Name: "cox", Type: "string", Required: true, Description: "Cox"}}
	wantChoice(t, "club", fill(g, "Enter Tideway Scullers in the Men's 8+ with cox Hattie Bloom", in, map[string]any{"boat_class": "Men's 8+", "cox": "Hattie Bloom"}, "club", Sequence{}), "Tideway Scullers")
}

// The one value left where every other value of the request is another
// argument's is the call's one open input's: a name, a code or a quoted
// string that stands apart ("in the Astir on 2027-04-25", "in the K-13
// on"); not a name a plain word runs on from ("a green Brompton"), one of
// two joined by "and" ("Priya and Sam"), or a currency the sequence
// writes as a code.
func TestFillAccountedValue(t *testing.T) {
	g := New(Config{})
	launch := []Input{{Name: "pilot", Type: "string", Required: true, Description: "Pilot"}, {Name: "glider", Type: "string", Required: true, Description: "Glider"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	wantChoice(t, "glider", fill(g, "Put Ada Chen down for a winch launch in the Astir on 2027-04-25", launch, map[string]any{"pilot": "Ada Chen", "date": "2027-04-25"}, "glider", Sequence{}), "Astir")
	wantChoice(t, "glider", fill(g, "Winch launch for Tom Reyes in the K-13 on 2027-05-09", launch, map[string]any{"pilot": "Tom Reyes", "date": "2027-05-09"}, "glider", Sequence{}), "K-13")
	brix := []Input{{Name: "vineyard_block", Type: "string", Required: true, Description: "Vineyard block"}, {Name: "varietal", Type: "string", Required: true, Description: "Grape varietal"}, {Name: "brix", Type: "number", Required: true, Description: "Sugar in degrees Brix"}}
	if ch := g.Read("Test the Brix of the Cabernet Sauvignon in block A3: 23.5").Fill(Call{Tool: "test_brix", Inputs: brix, Args: map[string]any{"vineyard_block": "A3", "brix": json.Number("23.5")}, Open: []string{"varietal"}}, Sequence{})[0]; ch.Found && ch.Value != "Cabernet Sauvignon" {
		t.Errorf("varietal = %v, want Cabernet Sauvignon or an ask", ch.Value)
	}
	for _, c := range []struct {
		request string
		inputs  []Input
		args    map[string]any
		open    string
	}{
		{"Checking in a green Brompton for Lisa Tran.", []Input{{Name: "owner", Type: "string", Required: true, Description: "Owner"}, {Name: "bike", Type: "string", Required: true, Description: "Bike"}}, map[string]any{"owner": "Lisa Tran"}, "bike"},
		{"Priya and Sam want a four-tier lemon cake for 2027-09-18.", []Input{{Name: "couple", Type: "string", Required: true, Description: "Couple"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}, map[string]any{"date": "2027-09-18"}, "couple"},
		{"Print it 11 x 17 in.", []Input{{Name: "width", Type: "number", Required: true, Description: "Width"}, {Name: "height", Type: "number", Required: true, Description: "Height"}, {Name: "unit", Type: "string", Required: true, Description: "Unit"}}, map[string]any{"width": json.Number("11"), "height": json.Number("17")}, "unit"},
		{`**Customer:** Lee Park  \n**Order:** ORD-9001  \n**Issue:** wrong size`, []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer name"}, {Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "issue", Type: "string", Required: true, Description: "Issue summary"}}, map[string]any{"customer": "Lee Park", "order_id": "ORD-9001"}, "issue"},
		{"Run hero-banner on half of traffic, B at 50 percent, optimizing for revenue per visitor", []Input{{Name: "name", Type: "string", Required: true, Description: "Experiment name"}, {Name: "traffic_percent", Type: "number", Required: true, Description: "Share of traffic in the experiment, in percent"}, {Name: "variant_b_percent", Type: "number", Required: true, Description: "Share of the experiment's traffic that sees variant B, in percent"}, {Name: "metric", Type: "string", Required: true, Description: "Primary metric"}},
			map[string]any{"name": "hero-banner", "traffic_percent": json.Number("50"), "variant_b_percent": json.Number("50")}, "metric"},
		{"Re: translation\nThe plea agreement needs to go into Haitian Creole.", []Input{{Name: "document", Type: "string", Required: true, Description: "Document to translate"}, {Name: "language", Type: "string", Required: true, Description: "Target language"}}, map[string]any{"language": "Haitian Creole"}, "document"},
		{`Table T-12 says: "We are celebrating tonight!"`, []Input{{Name: "table_id", Type: "string", Required: true, Description: "Table"}, {Name: "guest", Type: "string", Required: true, Description: "Guest name"}}, map[string]any{"table_id": "T-12"}, "guest"},
		{"What is the stock price of MSFT in Indian Rupees?", []Input{{Name: "symbol", Type: "string", Required: true, Description: "Stock symbol"}, {Name: "exchange", Type: "string", Required: true, Description: "Stock exchange"}}, map[string]any{"symbol": "MSFT"}, "exchange"},
	} {
		if ch := g.Read(c.request).Fill(Call{Tool: "leaderboard_print_log", Inputs: c.inputs, Args: c.args, Open: []string{c.open}}, Sequence{})[0]; ch.Found {
			t.Errorf("%q: %s = %v, want an ask", c.request, c.open, ch.Value)
		}
	}
}

// A demonstrator and a tuner are persons (Lexicon.PersonInputs): the one
// name is the demonstrator of "Demo on 2027-03-13: Ken Abara showing
// thin-wall hollowing", and the tuner of "Have Gwen Aldous tune BF-1187".
func TestFillDemonstratorIsPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "demonstrator", Type: "string", Required: true, Description: "Demonstrator"}, {Name: "topic", Type: "string", Required: true, Description: "Demo topic"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	wantChoice(t, "demonstrator", fill(g, "Demo on 2027-03-13: Ken Abara showing thin-wall hollowing", in, map[string]any{"topic": "thin-wall hollowing", "date": "2027-03-13"}, "demonstrator", Sequence{}), "Ken Abara")
	tune := []Input{{Name: "casting_id", Type: "string", Required: true, Description: "Casting ID"}, {Name: "tuner", Type: "string", Required: true, Description: "Tuner"}}
	wantChoice(t, "tuner", fill(g, "Have Gwen Aldous tune BF-1187 before it ships", tune, map[string]any{"casting_id": "BF-1187"}, "tuner", Sequence{}), "Gwen Aldous")
	guide := []Input{{Name: "booking_id", Type: "string", Required: true, Description: "Booking ID"}, {Name: "guide", Type: "string", Required: true, Description: "Guide"}}
	ch := g.Read("Put Joost Verhagen on CT-2223 as guide").Fill(Call{Tool: "assign_guide", Inputs: guide, Args: map[string]any{"booking_id": "CT-2223"}, Open: []string{"guide"}}, Sequence{})[0]
	wantChoice(t, "guide", ch, "Joost Verhagen") // a guide too
}

// A number after a number sign names one thing of several: it is an
// identifier's, as written without the sign ("Dressage for #214 at
// 9.42am" for an entry number).
func TestFillHashNumberIsIdentifier(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "entry_no", Type: "string", Required: true, Description: "Entry number"}, {Name: "time", Type: "string", Required: true, Description: "Start time, HH:MM"}}
	ch := g.Read("Dressage for #214 at 9.42am").Fill(Call{Tool: "dressage_time", Inputs: in, Args: map[string]any{"time": "09:42"}, Open: []string{"entry_no"}}, Sequence{})[0]
	wantChoice(t, "entry_no", ch, "214")
}

// An input whose description's head is a person's role takes a person,
// whatever its own name says ("Clinician to notify" for notify), and a
// role that opens the sentence before a name labels it ("Caller Yvonne
// Park wants 3 seats" gives Yvonne Park), where a role written inside the
// sentence is the name's title ("assign Coach Ben Ito").
func TestFillPersonByDescription(t *testing.T) {
	g := New(Config{})
	urgent := []Input{{Name: "scan_id", Type: "string", Required: true, Description: "Scan ID"}, {Name: "finding", Type: "string", Required: true, Description: "Finding"}, {Name: "notify", Type: "string", Required: true, Description: "Clinician to notify"}}
	ch := g.Read("URGENT: SC-23004 shows a tension pneumothorax, page Dr. Amara Osei now").Fill(Call{Tool: "urgent_report", Inputs: urgent, Args: map[string]any{"scan_id": "SC-23004", "finding": "tension pneumothorax"}, Open: []string{"notify"}}, Sequence{})[0]
	wantChoice(t, "notify", ch, "Dr. Amara Osei")
	book := []Input{{Name: "passenger_lead", Type: "string", Required: true, Description: "Lead passenger"}, {Name: "seats", Type: "integer", Required: true, Description: "Seats"}, {Name: "tour", Type: "string", Required: true, Description: "Tour"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	ch = g.Read("Caller Yvonne Park wants 3 seats on the Canyon Sunset tour, 2027-10-02.").Fill(Call{Tool: "book_flight", Inputs: book, Args: map[string]any{"seats": 3, "tour": "Canyon Sunset", "date": "2027-10-02"}, Open: []string{"passenger_lead"}}, Sequence{})[0]
	wantChoice(t, "passenger_lead", ch, "Yvonne Park")
	mentor := []Input{{Name: "team_id", Type: "string", Required: true, Description: "Team ID"}, {Name: "mentor", Type: "string", Required: true, Description: "Mentor"}}
	ch = g.Read("Register Voltage Vipers from Eastbrook Academy with 12 members and assign Coach Ben Ito as their mentor.").Fill(Call{Tool: "assign_mentor", Inputs: mentor, Args: map[string]any{"team_id": "$var1.team_id$"}, Open: []string{"mentor"}}, Sequence{Tools: []string{"register_team", "assign_mentor"}, Uses: []Use{{Tool: "register_team", Input: "team", Value: "Voltage Vipers"}, {Tool: "register_team", Input: "school", Value: "Eastbrook Academy"}}})[0]
	wantChoice(t, "mentor", ch, "Coach Ben Ito")
}

// A fraction is no value left for a text: "my Leica M6 has a sticky
// shutter at 1/1000" leaves 1/1000 when the customer and the model are
// given, and the fault is asked for.
func TestFillFractionLeftForNoText(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer"}, {Name: "model", Type: "string", Required: true, Description: "Camera model"}, {Name: "fault", Type: "string", Required: true, Description: "Fault description"}}
	ch := g.Read("Hi,\nmy Leica M6 has a sticky shutter at 1/1000 — can you take it in?\nThanks, Priya Raman").Fill(Call{Tool: "intake_camera", Inputs: in, Args: map[string]any{"customer": "Priya Raman", "model": "Leica M6"}, Open: []string{"fault"}}, Sequence{})[0]
	if ch.Found {
		t.Errorf("fault: %v found, want it asked for", ch.Value)
	}
}

// A possessive inside a name may end the owner's name before the owned
// thing's: "the Hewlett Foundation's Education Program" holds the funder
// "Hewlett Foundation", a rival of the whole.
func TestFillOwnerBeforeOwned(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "funder", Type: "string", Required: true, Description: "Funder name"}, {Name: "program", Type: "string", Required: true, Description: "Grant program"}, {Name: "amount", Type: "number", Required: true, Description: "Amount requested in dollars"}, {Name: "deadline", Type: "string", Required: true, Description: "Deadline, YYYY-MM-DD"}}
	ch := g.Read("Apply to the Hewlett Foundation's Education Program for $250K, due 2025-09-15").Fill(Call{Tool: "create_application", Inputs: in, Args: map[string]any{"program": "Education Program", "amount": 250000, "deadline": "2025-09-15"}, Open: []string{"funder"}}, Sequence{})[0]
	wantChoice(t, "funder", ch, "Hewlett Foundation")
}

// A measure that qualifies the noun after it counts nothing: "2 sheets
// of 3mm birch ply" gives a quantity of 2, and "3mm" is the ply's.
func TestFillMeasureBeforeNounCountsNothing(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "member", Type: "string", Required: true, Description: "Member"}, {Name: "material", Type: "string", Required: true, Description: "Material"}, {Name: "qty", Type: "integer", Required: true, Description: "Quantity"}}
	ch := g.Read("Sell 2 sheets of 3mm birch ply to Kenji Mori").Fill(Call{Tool: "buy_material", Inputs: in, Args: map[string]any{"member": "Kenji Mori", "material": "3mm birch ply"}, Open: []string{"qty"}}, Sequence{})[0]
	wantChoice(t, "qty", ch, json.Number("2"))
}

// The one value left may be the subject of the verb after it ("MG-3310:
// Lucia got 47" for a player), but not for an input that asks for what a
// clause says (Lexicon.ClauseInputs: "Bear got a small scrape" is no
// detail of what happened).
func TestFillSubjectLeft(t *testing.T) {
	g := New(Config{})
	score := []Input{{Name: "booking_id", Type: "string", Required: true, Description: "Booking ID"}, {Name: "player", Type: "string", Required: true, Description: "Player"}, {Name: "strokes", Type: "integer", Required: true, Description: "Total strokes"}}
	ch := g.Read("MG-3310: Lucia got 47").Fill(Call{Tool: "record_score", Inputs: score, Args: map[string]any{"booking_id": "MG-3310", "strokes": 47}, Open: []string{"player"}}, Sequence{})[0]
	wantChoice(t, "player", ch, "Lucia")
	claim := []Input{{Name: "listing_id", Type: "string", Required: true, Description: "Listing ID"}, {Name: "claimant", Type: "string", Required: true, Description: "Claimant"}}
	ch = g.Read("Gareth Lloyd claims SL-5520").Fill(Call{Tool: "claim_seeds", Inputs: claim, Args: map[string]any{"listing_id": "SL-5520"}, Open: []string{"claimant"}}, Sequence{})[0]
	wantChoice(t, "claimant", ch, "Gareth Lloyd")
	ch = g.Read("Put up 6 packets of Boltardy beetroot for Imran Qureshi and let Jo Whitlam claim them").Fill(Call{Tool: "claim_seeds", Inputs: claim, Args: map[string]any{"listing_id": "$var1.listing_id$"}, Open: []string{"claimant"}},
		Sequence{Tools: []string{"list_seeds", "claim_seeds"}, Uses: []Use{{Tool: "list_seeds", Input: "member", Value: "Imran Qureshi"}, {Tool: "list_seeds", Input: "variety", Value: "Boltardy"}, {Tool: "list_seeds", Input: "packets", Value: json.Number("6")}}})[0]
	wantChoice(t, "claimant", ch, "Jo Whitlam") // a claimant is a person (Lexicon.PersonInputs)
	incident := []Input{{Name: "booking_id", Type: "string", Required: true, Description: "Booking ID"}, {Name: "details", Type: "string", Required: true, Description: "What happened"}}
	ch = g.Read("KB-7702 - Bear got a small scrape in playgroup, cleaned it").Fill(Call{Tool: "report_incident", Inputs: incident, Args: map[string]any{"booking_id": "KB-7702"}, Open: []string{"details"}}, Sequence{})[0]
	if ch.Found && ch.Value == "Bear" {
		t.Errorf("details: Bear found, want the clause or an ask")
	}
}

// A unit the lexicon knows is read after its number, written apart,
// whatever its first letter: "250 µL" is a volume.
func TestFillMicroUnitApart(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "plate", Type: "string", Required: true, Description: "Plate ID"}, {Name: "volume_ul", Type: "number", Required: true, Description: "Volume in µL"}}
	ch := g.Read("Pipette 250 µL into 12 wells of PL-330").Fill(Call{Tool: "dispense", Inputs: in, Args: map[string]any{"plate": "PL-330"}, Open: []string{"volume_ul"}}, Sequence{})[0]
	wantChoice(t, "volume_ul", ch, json.Number("250"))
}

// An input's own word and the value another argument gives it are one
// mention of that value ("Section F" when the section is F): the name
// left is the buyer's.
func TestFillLabelledValueUsed(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "buyer", Type: "string", Required: true, Description: "Buyer"}, {Name: "section", Type: "string", Required: true, Description: "Section"}, {Name: "plot", Type: "string", Required: true, Description: "Plot"}}
	ch := g.Read("Sell plot 27 in Section F to Colin Bright").Fill(Call{Tool: "sell_plot", Inputs: in, Args: map[string]any{"section": "F", "plot": "27"}, Open: []string{"buyer"}}, Sequence{})[0]
	wantChoice(t, "buyer", ch, "Colin Bright")
}

// A verb a subject does after a name that opens the sentence
// (Lexicon.SubjectVerbs) makes the name whole, its first word no verb:
// "Lowri Pugh passed her Paddlesport Instructor award" gives the coach
// Lowri Pugh, with no rival "Pugh".
func TestFillSubjectVerbKeepsName(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "coach", Type: "string", Required: true, Description: "Coach"}, {Name: "award", Type: "string", Required: true, Description: "Award"}}
	ch := g.Read("Lowri Pugh passed her Paddlesport Instructor award").Fill(Call{Tool: "coach_award", Inputs: in, Args: map[string]any{"award": "Paddlesport Instructor"}, Open: []string{"coach"}}, Sequence{})[0]
	wantChoice(t, "coach", ch, "Lowri Pugh")
}

// A bedroom is a bed in a home's count (Lexicon.Synonyms): "a 4-bedroom
// apartment" gives the number of beds (NESTFUL's sgd homes).
func TestFillBedroomIsBed(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "area", Required: true, Description: "City where the apartment is located"}, {Name: "number_of_beds", Required: true, Enum: []any{"1", "2", "3", "4"}, Description: "Number of bed rooms"},
		{Name: "number_of_baths", Enum: []any{"1", "2", "3", "4"}, Description: "Number of baths in the apartment"}}
	ch := g.Read("Find me a 4-bedroom apartment in San Francisco and schedule a visit to tour the home on 11/02/2024.").Fill(Call{Tool: "Homes.FindApartment", Inputs: in, Args: map[string]any{"area": "San Francisco"}, Open: []string{"number_of_beds"}}, Sequence{})[0]
	wantChoice(t, "number_of_beds", ch, "4")
}

// A dash's text that opens with what the subject does and an article is
// no text to take whole ("Consult for Beth Lyle on 2027-04-14 — wants a
// koi sleeve"): whether the idea keeps the verb and the article the
// request leaves open, so it is asked.
func TestTailOpensWithSubjectVerb(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "client", Type: "string", Required: true, Description: "Client"}, {Name: "idea", Type: "string", Required: true, Description: "Idea"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	ch := g.Read("Consult for Beth Lyle on 2027-04-14 — wants a koi sleeve").Fill(Call{Tool: "consult", Inputs: in, Args: map[string]any{"client": "Beth Lyle", "date": "2027-04-14"}, Open: []string{"idea"}}, Sequence{})[0]
	if ch.Found && ch.Value == "wants a koi sleeve" {
		t.Errorf("idea: %q found, want it asked for", ch.Value)
	}
}

// A family name that is also a street's word ("Pike", "Lane", "Hill";
// Lexicon.FamilyStreetWords) ends a person's name of two words, unless a
// longer name makes it a street's ("Upper Mill Lane").
func TestFillFamilyStreetWord(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "member", Type: "string", Required: true, Description: "Member"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}, {Name: "hours", Type: "integer", Required: true, Description: "Hours"}}
	ch := g.Read("Practice booking: Lorna Pike, 2027-03-13, 2 hours").Fill(Call{Tool: "track_booking", Inputs: in, Args: map[string]any{"date": "2027-03-13", "hours": 2}, Open: []string{"member"}}, Sequence{})[0]
	wantChoice(t, "member", ch, "Lorna Pike")
	ch = g.Read("Practice booking: Upper Mill Lane, 2027-03-13, 2 hours").Fill(Call{Tool: "track_booking", Inputs: in, Args: map[string]any{"date": "2027-03-13", "hours": 2}, Open: []string{"member"}}, Sequence{})[0]
	if ch.Found && ch.Value == "Upper Mill Lane" {
		t.Errorf("member: Upper Mill Lane found, want an ask")
	}
}

// The one number written in the input's own unit is measured, beside
// numbers it would convert: "for 4 hours ... at 180 seconds" gives an
// exposure in seconds 180, no 14400.
func TestFillMeasuredInOwnUnit(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "session_id", Type: "string", Required: true, Description: "Session ID"}, {Name: "target", Type: "string", Required: true, Description: "Target"}, {Name: "exposure_s", Type: "integer", Required: true, Description: "Exposure in seconds"}}
	seq := Sequence{Tools: []string{"book_scope", "add_target"}, Uses: []Use{{Tool: "book_scope", Input: "telescope", Value: "20-inch"}, {Tool: "book_scope", Input: "date", Value: "2026-09-12"}, {Tool: "book_scope", Input: "hours", Value: json.Number("4")}}}
	ch := g.Read("Book the 20-inch on 2026-09-12 for 4 hours, add M31 at 180 seconds, and get the data as tiff").Fill(Call{Tool: "add_target", Inputs: in, Args: map[string]any{"session_id": "$var1.session_id$", "target": "M31"}, Open: []string{"exposure_s"}}, seq)[0]
	wantChoice(t, "exposure_s", ch, json.Number("180"))
}

// A field's value of "the" and a name is the name, its article dropped as
// the corpora drop it ("team: the Flying Arrows", "theme: the Heron
// King").
func TestFillFieldArticleName(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "maker", Type: "string", Required: true, Description: "Maker"}, {Name: "theme", Type: "string", Required: true, Description: "Lantern theme"}, {Name: "height_m", Type: "number", Required: true, Description: "Height in metres"}}
	ch := g.Read("Register Odile Masson's 2.4 m lantern, theme: the Heron King").Fill(Call{Tool: "register_lantern", Inputs: in, Args: map[string]any{"maker": "Odile Masson", "height_m": json.Number("2.4")}, Open: []string{"theme"}}, Sequence{})[0]
	wantChoice(t, "theme", ch, "Heron King")
}

// A possessive name before a describing word and the input's own word
// owns the thing ("Ray Costa's cuckoo clock": no clock); right before the
// word, it is the name the thing goes by ("Tomas Ruiz's crew").
func TestFillPossessiveOwner(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "owner", Type: "string", Required: true, Description: "Owner"}, {Name: "clock", Type: "string", Required: true, Description: "Clock description"}, {Name: "fault", Type: "string", Required: true, Description: "Fault"}}
	ch := g.Read("Take in Ray Costa's cuckoo clock (stops after an hour) and order a new chain for it").Fill(Call{Tool: "intake", Inputs: in, Args: map[string]any{}, Open: []string{"owner", "clock", "fault"}}, Sequence{Tools: []string{"intake", "order_part"}})
	for _, c := range ch {
		if c.Input == "clock" && c.Found && c.Value == "Ray Costa" {
			t.Errorf("clock: Ray Costa found, want the clock or an ask")
		}
	}
	in = []Input{{Name: "design_id", Type: "string", Required: true, Description: "Design ID"}, {Name: "crew", Type: "string", Required: true, Description: "Crew"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	c := g.Read("Schedule SD-553 for installation on 2027-05-11 with Tomas Ruiz's crew.").Fill(Call{Tool: "schedule_install", Inputs: in, Args: map[string]any{"design_id": "SD-553", "date": "2027-05-11"}, Open: []string{"crew"}}, Sequence{})[0]
	wantChoice(t, "crew", c, "Tomas Ruiz")
}

// An opponent is a person (Lexicon.PersonInputs); and a verb names no
// doer after it: "Dev Sharma challenges Lena Fox" holds no challenger
// after "challenges".
func TestFillChallenger(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "challenger", Type: "string", Required: true, Description: "Challenger"}, {Name: "opponent", Type: "string", Required: true, Description: "Opponent"}, {Name: "date", Type: "string", Required: true, Description: "Match date, YYYY-MM-DD"}}
	ch := g.Read("Priya Nair challenges Tom Becker, play on 2027-04-22").Fill(Call{Tool: "challenge", Inputs: in, Args: map[string]any{"challenger": "Priya Nair", "date": "2027-04-22"}, Open: []string{"opponent"}}, Sequence{})[0]
	wantChoice(t, "opponent", ch, "Tom Becker")
	for _, c := range g.Read("Dev Sharma challenges Lena Fox on 2027-05-02; put them on court 2").Fill(Call{Tool: "challenge", Inputs: in, Args: map[string]any{}, Open: []string{"challenger", "opponent", "date"}}, Sequence{Tools: []string{"challenge", "court_booking"}}) {
		if c.Input == "challenger" && c.Value == "Lena Fox" {
			t.Errorf("challenger: Lena Fox (found %v), want Dev Sharma or an ask", c.Found)
		}
	}
}

// A run before a colon that holds an identifier is no field's label but
// the subject the text after it speaks of ("Van AK19 LBY: tail lift
// sticking", "OL-4402 adj: raise medial arch 3mm").
func TestFillIdentifierBeforeColon(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "change", Type: "string", Required: true, Description: "Change"}}
	ch := g.Read("OL-4402 adj: raise medial arch 3mm").Fill(Call{Tool: "adjust", Inputs: in, Args: map[string]any{"order_id": "OL-4402"}, Open: []string{"change"}}, Sequence{})[0]
	wantChoice(t, "change", ch, "raise medial arch 3mm")
	in = []Input{{Name: "vehicle", Type: "string", Required: true, Description: "Vehicle registration"}, {Name: "issue", Type: "string", Required: true, Description: "Issue"}}
	ch = g.Read("Van AK19 LBY: tail lift sticking").Fill(Call{Tool: "vehicle_issue", Inputs: in, Args: map[string]any{"issue": "tail lift sticking"}, Open: []string{"vehicle"}}, Sequence{})[0]
	if ch.Found && ch.Value == "AK19" {
		t.Errorf("vehicle: AK19 found, want AK19 LBY or an ask")
	}
}

// A multiplier past 20 is a count only after a plural noun, and not
// before a word it names with ("servers x86 builds").
func TestReadPluralTimesGuard(t *testing.T) {
	g := New(Config{})
	if c, ok := candidate(g, "Runs on servers x86 builds", "number:x86"); ok {
		t.Errorf("servers x86 builds: read a count %v", c.Value)
	}
}

// Actors, runners, skaters, soloists, conductors and the like are persons
// (Lexicon.PersonInputs: each is a person in the corpora's golds).
func TestFillActorIsPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "party_id", Type: "string", Required: true, Description: "Party ID"}, {Name: "actor", Type: "string", Required: true, Description: "Actor"}, {Name: "fee", Type: "number", Required: true, Description: "Fee in USD"}}
	ch := g.Read("MM-704: hire Vivian Cole as the butler for $275").Fill(Call{Tool: "actor_hire", Inputs: in, Args: map[string]any{"party_id": "MM-704", "fee": json.Number("275")}, Open: []string{"actor"}}, Sequence{})[0]
	wantChoice(t, "actor", ch, "Vivian Cole")
}

// A compound written with a hyphen before a member of a set that takes
// modifiers is a part of its name: "sea-foam green", no "green".
func TestFillCompoundModifier(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "hut", Type: "string", Required: true, Description: "Hut number"}, {Name: "colour", Type: "string", Required: true, Description: "Colour"}}
	ch := g.Read("Repaint no. 12 in sea-foam green").Fill(Call{Tool: "repaint", Inputs: in, Args: map[string]any{"hut": "12"}, Open: []string{"colour"}}, Sequence{})[0]
	wantChoice(t, "colour", ch, "sea-foam green")
}

// A member of a value set that ends a longer name is that name's kind
// word: "the Winter Lights Festival" is the event, no "Festival".
func TestFillNamedMember(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "event", Type: "string", Required: true, Description: "Event"}, {Name: "minutes", Type: "integer", Required: true, Description: "Minutes"}}
	ch := g.Read("1h30 demo at the Winter Lights Festival").Fill(Call{Tool: "demo_booking", Inputs: in, Args: map[string]any{"minutes": json.Number("90")}, Open: []string{"event"}}, Sequence{})[0]
	wantChoice(t, "event", ch, "Winter Lights Festival")
}

// A plain noun before a colour may name its shade ("butter yellow") or
// not: neither reading is taken alone. A word shaped as an adjective
// (Lexicon.AdjectiveSuffixes) is no such noun: "vibrant red" is red.
func TestFillNounBeforeMember(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "hut", Type: "string", Required: true, Description: "Hut number"}, {Name: "colour", Type: "string", Required: true, Description: "Colour"}}
	ch := g.Read("Let hut 9 to Jory Penrose for a fortnight and repaint it butter yellow").Fill(Call{Tool: "repaint", Inputs: in, Args: map[string]any{"hut": "9"}, Open: []string{"colour"}}, Sequence{})[0]
	if ch.Found && ch.Value == "yellow" {
		t.Errorf("colour: yellow found, want butter yellow or an ask")
	}
	ch = g.Read("Repaint hut 9 a vibrant red").Fill(Call{Tool: "repaint", Inputs: in, Args: map[string]any{"hut": "9"}, Open: []string{"colour"}}, Sequence{})[0]
	wantChoice(t, "colour", ch, "red")
	// a final -y makes adjectives and nouns alike (glossy, ruby): no
	// adjective's shape ("ruby red" is a shade)
	ch = g.Read("Repaint hut 9 ruby red").Fill(Call{Tool: "repaint", Inputs: in, Args: map[string]any{"hut": "9"}, Open: []string{"colour"}}, Sequence{})[0]
	if ch.Found && ch.Value == "red" {
		t.Errorf("colour: red found for ruby red, want ruby red or an ask")
	}
}

// A booker and a subscriber are persons (Lexicon.PersonInputs), so is
// an input whose description's head is one ("Lead booker").
func TestFillBookerIsPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "lead", Type: "string", Required: true, Description: "Lead booker"}, {Name: "adults", Type: "integer", Required: true, Description: "Adults"}, {Name: "children", Type: "integer", Required: true, Description: "Children"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	ch := g.Read("Book Tom Wallace, 2 adults, 1 child, 2027-10-23").Fill(Call{Tool: "book_visit", Inputs: in, Args: map[string]any{"adults": json.Number("2"), "children": json.Number("1"), "date": "2027-10-23"}, Open: []string{"lead"}}, Sequence{})[0]
	wantChoice(t, "lead", ch, "Tom Wallace")
	in = []Input{{Name: "subscriber", Type: "string", Required: true, Description: "Subscriber"}, {Name: "box", Type: "string", Required: true, Enum: []any{"classic", "blue lover", "goat & sheep", "adventurous"}, Description: "Box"}, {Name: "months", Type: "integer", Required: true, Description: "Months"}}
	for _, c := range g.Read(`Adventurous box for Leo Marsh, 6 months, as a gift: "From all of us at the lab"`).Fill(Call{Tool: "monthly_box", Inputs: in, Args: map[string]any{}, Open: []string{"subscriber", "box", "months"}}, Sequence{Tools: []string{"monthly_box", "gift_note"}, Uses: []Use{{Tool: "gift_note", Input: "note", Value: "From all of us at the lab"}}}) {
		if c.Input == "subscriber" {
			wantChoice(t, "subscriber", c, "Leo Marsh")
		}
	}
}

// A sentence's first word is a name of one word when a verb a subject
// does follows it ("Monty threw his off hind again"); not before a copula
// ("User is asking ...") nor when it is such a verb itself ("Got paid").
func TestFillNamedSubject(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "horse", Type: "string", Required: true, Description: "Horse"}, {Name: "foot", Type: "string", Required: true, Enum: []any{"near fore", "off fore", "near hind", "off hind"}, Description: "Foot"}}
	ch := g.Read("Monty threw his off hind again").Fill(Call{Tool: "lost_shoe", Inputs: in, Args: map[string]any{"foot": "off hind"}, Open: []string{"horse"}}, Sequence{})[0]
	wantChoice(t, "horse", ch, "Monty")
	in = []Input{{Name: "pet_name", Type: "string", Required: true, Description: "Pet name"}, {Name: "weight_kg", Type: "number", Required: true, Description: "Weight in kg"}}
	ch = g.Read("Milo weighs 4.2 kg now, record that").Fill(Call{Tool: "log_weight", Inputs: in, Args: map[string]any{"weight_kg": json.Number("4.2")}, Open: []string{"pet_name"}}, Sequence{})[0]
	wantChoice(t, "pet_name", ch, "Milo") // weighs, weighed: Lexicon.SubjectVerbs
	in = []Input{{Name: "source", Type: "string", Required: true, Description: "Income source"}, {Name: "amount", Type: "number", Required: true, Description: "Amount"}}
	ch = g.Read("Got paid 3.2k from freelance design work.").Fill(Call{Tool: "add_income", Inputs: in, Args: map[string]any{"amount": json.Number("3200")}, Open: []string{"source"}}, Sequence{})[0]
	if ch.Found && ch.Value == "Got" {
		t.Errorf("source: Got found")
	}
	in = []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"}, {Name: "customer_name", Type: "string", Required: true, Description: "Customer name"}, {Name: "amount", Type: "number", Required: true, Description: "Amount"}}
	ch = g.Read("User is asking for a refund of $18 on order 7730; her name is Jane Kim.").Fill(Call{Tool: "refund_order", Inputs: in, Args: map[string]any{"order_id": "7730", "amount": json.Number("18")}, Open: []string{"customer_name"}}, Sequence{})[0]
	wantChoice(t, "customer_name", ch, "Jane Kim")
}

// A one-word possessive before a work's title names its author, for an
// input that takes a work (Lexicon.WorkWords: "Elgar's Enigma
// Variations" is the piece Enigma Variations); elsewhere the two are one
// name ("Tony's Pizzeria").
func TestFillAuthoredWork(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "contract_id", Type: "string", Required: true, Description: "Contract ID"}, {Name: "piece", Type: "string", Required: true, Description: "Piece"}}
	for _, q := range []string{"OC-9921 needs the parts for Elgar's Enigma Variations.", "For OC-9921 we open with Allegri's Miserere."} {
		ch := g.Read(q).Fill(Call{Tool: "send_parts", Inputs: in, Args: map[string]any{"contract_id": "OC-9921"}, Open: []string{"piece"}}, Sequence{})[0]
		if ch.Found && strings.Contains(fmt.Sprint(ch.Value), "'s") {
			t.Errorf("%s: piece %v found, want the title or an ask", q, ch.Value)
		}
	}
	in = []Input{{Name: "concert_id", Type: "string", Required: true, Description: "Concert ID"}, {Name: "opening_piece", Type: "string", Required: true, Description: "Opening piece"}}
	ch := g.Read("For CT-77 we open with Allegri's Miserere.").Fill(Call{Tool: "programme", Inputs: in, Args: map[string]any{"concert_id": "CT-77"}, Open: []string{"opening_piece"}}, Sequence{})[0]
	if ch.Found && ch.Value != "Miserere" {
		t.Errorf("opening_piece: %v found, want Miserere or an ask", ch.Value)
	}
	in = []Input{{Name: "restaurant", Type: "string", Required: true, Description: "Restaurant"}, {Name: "address", Type: "string", Required: true, Description: "Address"}}
	ch = g.Read("Order a caesar salad from Tony's Pizzeria to 48 Elm Street").Fill(Call{Tool: "order_delivery", Inputs: in, Args: map[string]any{"address": "48 Elm Street"}, Open: []string{"restaurant"}}, Sequence{})[0]
	wantChoice(t, "restaurant", ch, "Tony's Pizzeria")
}

// "Roster" opens a sentence as a verb (Lexicon.Imperatives): "Roster Kasia
// Nowak on the Main Stage bar" names no "Roster Kasia Nowak".
func TestFillRosterVerb(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "staff", Type: "string", Required: true, Description: "Staff member"}, {Name: "bar", Type: "string", Required: true, Description: "Bar"}, {Name: "start", Type: "string", Required: true, Description: "Start time, HH:MM"}}
	ch := g.Read("Roster Kasia Nowak on the Main Stage bar from 18:00").Fill(Call{Tool: "staff_shift", Inputs: in, Args: map[string]any{"bar": "Main Stage", "start": "18:00"}, Open: []string{"staff"}}, Sequence{})[0]
	wantChoice(t, "staff", ch, "Kasia Nowak")
	// the British spelling of "enroll" (a holdout request)
	in = []Input{{Name: "student", Type: "string", Required: true, Description: "Student"}, {Name: "start", Type: "string", Required: true, Description: "Start date, YYYY-MM-DD"}}
	ch = g.Read("Enrol Tobias Grey on the course starting 2027-09-04").Fill(Call{Tool: "course", Inputs: in, Args: map[string]any{"start": "2027-09-04"}, Open: []string{"student"}}, Sequence{})[0]
	wantChoice(t, "student", ch, "Tobias Grey")
}

// The capitalized word that opens a request right before the input's own
// word in lowercase names the one of its kind ("Kelo cabin is at 88°C"),
// as "the Maple room" does inside a sentence; not "Wave Pool" (a name
// whole), "Inspect glider G-CKLA" (the value follows the word) nor "Knee
// injury" for an injury's description (a text).
func TestFillOpeningName(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "cabin", Type: "string", Required: true, Description: "Cabin"}, {Name: "celsius", Type: "integer", Required: true, Description: "Temperature in °C"}}
	ch := g.Read("Kelo cabin is at 88°C").Fill(Call{Tool: "temperature_log", Inputs: in, Args: map[string]any{"celsius": json.Number("88")}, Open: []string{"cabin"}}, Sequence{})[0]
	wantChoice(t, "cabin", ch, "Kelo")
	in = []Input{{Name: "glider", Type: "string", Required: true, Description: "Glider"}, {Name: "inspector", Type: "string", Required: true, Description: "Inspector"}, {Name: "due_date", Type: "string", Required: true, Description: "Due date, YYYY-MM-DD"}}
	ch = g.Read("Inspect glider G-CKLA — inspector Pete Marsh, due 2027-03-31").Fill(Call{Tool: "glider_inspection", Inputs: in, Args: map[string]any{"inspector": "Pete Marsh", "due_date": "2027-03-31"}, Open: []string{"glider"}}, Sequence{})[0]
	wantChoice(t, "glider", ch, "G-CKLA")
	for _, c := range []struct {
		text, input, desc, bad string
		args                   map[string]any
	}{
		{"Wave Pool test: chlorine 2.4 ppm, pH 7.5.", "pool", "Pool", "Wave", map[string]any{"chlorine_ppm": json.Number("2.4"), "ph": json.Number("7.5")}},
		{"Inspect glider G-CKLA — inspector Pete Marsh, due 2027-03-31", "glider", "Glider", "Inspect", map[string]any{"inspector": "Pete Marsh", "due_date": "2027-03-31"}},
		{"Knee injury on Bluebird, needed the sled.", "injury", "Injury description", "Knee", map[string]any{"run": "Bluebird"}},
	} {
		in := []Input{{Name: c.input, Type: "string", Required: true, Description: c.desc}}
		for k := range c.args {
			in = append(in, Input{Name: k, Required: true})
		}
		ch := g.Read(c.text).Fill(Call{Tool: "log", Inputs: in, Args: c.args, Open: []string{c.input}}, Sequence{})[0]
		if ch.Found && ch.Value == c.bad {
			t.Errorf("%s: %s %q found", c.text, c.input, c.bad)
		}
	}
}

// A capital C or F written on a number is a temperature's scale for an
// input that takes a temperature ("Fridge B read 4.2C at close"); for
// grams of a macro goal it is no scale ("160P / 200C / 70F").
func TestFillScaleLetter(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "fridge", Type: "string", Required: true, Description: "Fridge"}, {Name: "celsius", Type: "number", Required: true, Description: "Temperature in °C"}}
	ch := g.Read("Fridge B read 4.2C at close").Fill(Call{Tool: "temp_check", Inputs: in, Args: map[string]any{"fridge": "B"}, Open: []string{"celsius"}}, Sequence{})[0]
	wantChoice(t, "celsius", ch, json.Number("4.2"))
	in = []Input{{Name: "protein_g", Type: "integer", Required: true, Description: "Protein in grams"}, {Name: "carbs_g", Type: "integer", Required: true, Description: "Carbohydrates in grams"}, {Name: "fat_g", Type: "integer", Required: true, Description: "Fat in grams"}}
	ch = g.Read("Set my macros to 160P / 200C / 70F").Fill(Call{Tool: "set_macro_goal", Inputs: in, Args: map[string]any{"protein_g": json.Number("160"), "fat_g": json.Number("70")}, Open: []string{"carbs_g"}}, Sequence{})[0]
	wantChoice(t, "carbs_g", ch, json.Number("200"))
}

// A name written as a possessive is an owner's (Lexicon.OwnerWords):
// "Take in Greta Lund's Roberts radio" names the radio's owner.
func TestFillOwnerWords(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "owner", Type: "string", Required: true, Description: "Owner"}, {Name: "make", Type: "string", Required: true, Description: "Make"}, {Name: "fault", Type: "string", Required: true, Description: "Fault"}}
	ch := g.Read("Take in Greta Lund's Roberts radio, dial lamp dead, and quote her £45").Fill(Call{Tool: "intake", Inputs: in, Args: map[string]any{"make": "Roberts", "fault": "dial lamp dead"}, Open: []string{"owner"}}, Sequence{})[0]
	wantChoice(t, "owner", ch, "Greta Lund")
}

// A person named once and then stood for by a pronoun in a clause of
// another call's is free to this call's person input: "Size 7 skates for
// Noor Smit for 1 hour, and an improver lesson for her" gives the lesson's
// skater as "her", so Noor Smit is the hire's customer. Without the
// pronoun, the one mention is the lesson's.
func TestFillPronounFrees(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer"}, {Name: "size", Type: "integer", Required: true, Description: "Skate size"}, {Name: "hours", Type: "integer", Required: true, Description: "Hours"}}
	seq := Sequence{Tools: []string{"hire_skates", "lesson_slot"}, Uses: []Use{{Tool: "lesson_slot", Input: "skater", Value: "Noor Smit"}, {Tool: "lesson_slot", Input: "level", Value: "improver"}, {Tool: "lesson_slot", Input: "time", Value: "10:30"}}}
	args := map[string]any{"size": json.Number("7"), "hours": json.Number("1")}
	ch := g.Read("Size 7 skates for Noor Smit for 1 hour, and an improver lesson for her at 10:30").Fill(Call{Tool: "hire_skates", Inputs: in, Args: args, Open: []string{"customer"}}, seq)[0]
	wantChoice(t, "customer", ch, "Noor Smit")
	if ch := g.Read("Size 7 skates for 1 hour, and an improver lesson for Noor Smit at 10:30").Fill(Call{Tool: "hire_skates", Inputs: in, Args: args, Open: []string{"customer"}}, seq)[0]; ch.Found {
		t.Errorf("customer without a pronoun: %v found, want an ask", ch.Value)
	}
}

// A dimension's adjective right after a measure says what it measures
// ("45 cm wide and 120 cm high"; Lexicon.Synonyms: wide, high): the other
// measure's word and unit are none of a number's. Only for an input that
// takes a measure: "340 g jars, 120 of them" counts jars.
func TestFillMeasureQualifier(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "client", Type: "string", Required: true, Description: "Client"}, {Name: "width_cm", Type: "integer", Required: true, Description: "Width in cm"}, {Name: "height_cm", Type: "integer", Required: true, Description: "Height in cm"}}
	for _, c := range g.Read("Commission for Harriet Ola, 45 cm wide and 120 cm high; fire it at 640 once painted").Fill(Call{Tool: "commission", Inputs: in, Args: map[string]any{"client": "Harriet Ola"}, Open: []string{"width_cm", "height_cm"}}, Sequence{Tools: []string{"commission", "kiln_fire"}}) {
		wantChoice(t, c.Input, c, map[string]any{"width_cm": json.Number("45"), "height_cm": json.Number("120")}[c.Input])
	}
	in = []Input{{Name: "batch_id", Type: "string", Required: true, Description: "Honey batch ID"}, {Name: "jar_size_g", Type: "integer", Required: true, Description: "Jar size in grams"}, {Name: "jars", Type: "integer", Required: true, Description: "Number of jars"}}
	seq := Sequence{Tools: []string{"harvest_honey", "jar_batch", "sell_lot"}, Uses: []Use{{Tool: "harvest_honey", Input: "supers", Value: json.Number("3")}, {Tool: "harvest_honey", Input: "hive_id", Value: "H-12"}, {Tool: "harvest_honey", Input: "kg", Value: json.Number("41")}, {Tool: "sell_lot", Input: "buyer", Value: "Green Acre Co-op"}, {Tool: "sell_lot", Input: "price", Value: json.Number("9")}}}
	for _, c := range g.Read("We pulled 3 supers off hive H-12 today, about 41 kg in total. Jar the whole batch into 340 g jars, 120 of them, and sell the lot to Green Acre Co-op at $9 a jar.").Fill(Call{Tool: "jar_batch", Inputs: in, Args: map[string]any{}, Open: []string{"batch_id", "jar_size_g", "jars"}}, seq) {
		if c.Input != "batch_id" {
			wantChoice(t, c.Input, c, map[string]any{"jar_size_g": json.Number("340"), "jars": json.Number("120")}[c.Input])
		}
	}
}

// A person's name is the one of its kind for a person input where the
// call's other open input takes any text: "Make Oren Katz a black
// messenger bag" gives the customer, which the leather does not share. A
// site, a place, still shares it ("Beacon House has a jammed loading dock
// door" gives no technician).
func TestFillPersonNotShared(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer"}, {Name: "style", Type: "string", Required: true, Enum: []any{"satchel", "tote", "messenger", "clutch"}, Description: "Style"}, {Name: "leather", Type: "string", Required: true, Description: "Leather colour"}}
	for _, c := range g.Read("Make Oren Katz a black messenger bag and stamp it OK").Fill(Call{Tool: "order_bag", Inputs: in, Args: map[string]any{}, Open: []string{"customer", "style", "leather"}}, Sequence{Tools: []string{"order_bag", "monogram"}, Uses: []Use{{Tool: "monogram", Input: "initials", Value: "OK"}}}) {
		if c.Input == "customer" {
			wantChoice(t, "customer", c, "Oren Katz")
		}
	}
	in = []Input{{Name: "site", Type: "string", Required: true, Description: "Site"}, {Name: "issue", Type: "string", Required: true, Description: "Issue"}, {Name: "technician", Type: "string", Description: "Technician"}}
	for _, c := range g.Read("Beacon House has a jammed loading dock door; open a ticket and book a visit on 2027-02-03.").Fill(Call{Tool: "open_ticket", Inputs: in, Args: map[string]any{}, Open: []string{"site", "issue", "technician"}}, Sequence{Tools: []string{"open_ticket", "schedule_visit"}, Uses: []Use{{Tool: "schedule_visit", Input: "date", Value: "2027-02-03"}}}) {
		if c.Input == "technician" && c.Found {
			t.Errorf("technician: %v found, want an ask", c.Value)
		}
	}
	// a quoted string is a text's as much as a customer's: "Priya Das" is
	// the one name, no lone quoted wording beside it (a holdout request)
	in = []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer"}, {Name: "wording", Type: "string", Required: true, Description: "Wording"}, {Name: "width_cm", Type: "integer", Required: true, Description: "Width in cm"}}
	for _, c := range g.Read("Sign for Priya Das saying 'Das & Daughters', 120 cm wide, and take a £60 deposit").Fill(Call{Tool: "sign_order", Inputs: in, Args: map[string]any{}, Open: []string{"customer", "wording", "width_cm"}}, Sequence{Tools: []string{"sign_order", "deposit"}, Uses: []Use{{Tool: "deposit", Input: "amount", Value: json.Number("60")}}}) {
		if c.Input == "customer" {
			wantChoice(t, "customer", c, "Priya Das")
		}
	}
}

// A number's unit in another spelling of the enum input's own is no
// conversion ("45 min" for a length in minutes, of 30, 45 or 60); "an
// hour's lesson" is an hour long, 60 of them.
func TestFillEnumUnitSpelling(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "pupil", Type: "string", Required: true, Description: "Pupil"}, {Name: "minutes", Type: "integer", Required: true, Enum: []any{json.Number("30"), json.Number("45"), json.Number("60")}, Description: "Length in minutes"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	ch := g.Read("45 min lesson for Arjun Patel on 2027-01-20").Fill(Call{Tool: "lesson", Inputs: in, Args: map[string]any{"pupil": "Arjun Patel", "date": "2027-01-20"}, Open: []string{"minutes"}}, Sequence{})[0]
	wantChoice(t, "minutes", ch, json.Number("45"))
	ch = g.Read("An hour's lesson for Maya Ross on 2027-02-03").Fill(Call{Tool: "lesson", Inputs: in, Args: map[string]any{"pupil": "Maya Ross", "date": "2027-02-03"}, Open: []string{"minutes"}}, Sequence{})[0]
	wantChoice(t, "minutes", ch, json.Number("60"))
}

// A grower and a trader are persons (Lexicon.PersonInputs): corpus-everyday
// names both so ("from Lucía Ferrer", "to Omar Cheikh").
func TestFillGrowerIsPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "grower", Type: "string", Required: true, Description: "Grower"}, {Name: "kg", Type: "number", Required: true, Description: "Olives in kg"}, {Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"}}
	for _, c := range g.Read("Press 450 kg for Eleni Kosta on 2027-11-20, then bottle it into 200 bottles of 750 ml").Fill(Call{Tool: "press_slot", Inputs: in, Args: map[string]any{}, Open: []string{"grower", "kg", "date"}}, Sequence{Tools: []string{"press_slot", "bottle"}, Uses: []Use{{Tool: "bottle", Input: "bottles", Value: json.Number("200")}, {Tool: "bottle", Input: "size_ml", Value: json.Number("750")}}}) {
		if c.Input == "grower" {
			wantChoice(t, "grower", c, "Eleni Kosta")
		}
	}
}

// An input whose name ends in "by" after a past participle takes a person
// (Lexicon.AgentMarkers): picked_up_by, signed_by; pickup_by takes a time.
func TestFillAgentName(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "visit_id", Type: "string", Required: true, Description: "Visit ID"}, {Name: "picked_up_by", Type: "string", Required: true, Description: "Collected by"}}
	ch := g.Read("NV-1047 went home with her grandfather, Walter Briggs.").Fill(Call{Tool: "send_home", Inputs: in, Args: map[string]any{"visit_id": "NV-1047"}, Open: []string{"picked_up_by"}}, Sequence{})[0]
	wantChoice(t, "picked_up_by", ch, "Walter Briggs")
	if agentName(New(Config{}).lx, Words("pickup_by")) {
		t.Errorf("pickup_by read as an agent's name")
	}
}

// A text after a dash that names another call of the sequence asks for
// that call ("- book movers too"), no note of this one's.
func TestFillOthersTail(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "hirer", Type: "string", Required: true, Description: "Hirer"}, {Name: "piano", Type: "string", Required: true, Enum: []any{"upright", "baby grand"}, Description: "Piano"}, {Name: "date", Type: "string", Required: true, Description: "Delivery date, YYYY-MM-DD"}}
	ch := g.Read("Upright to Jonah Feld on 2027-07-01, second floor flat with 2 flights - book movers too").Fill(Call{Tool: "hire", Inputs: in, Args: map[string]any{"piano": "upright", "date": "2027-07-01"}, Open: []string{"hirer"}}, Sequence{Tools: []string{"hire", "movers"}, Uses: []Use{{Tool: "movers", Input: "floors", Value: json.Number("2")}}})[0]
	if ch.Found && ch.Value == "book movers too" {
		t.Errorf("hirer: %q found, want Jonah Feld or an ask", ch.Value)
	}
}

// A hirer and a renter are persons (Lexicon.PersonInputs): corpus-everyday's
// renters are ("Rent a Westfalia Joker to Elodie Marchand").
func TestFillHirerIsPerson(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "hirer", Type: "string", Required: true, Description: "Hirer"}, {Name: "piano", Type: "string", Required: true, Enum: []any{"upright", "baby grand"}, Description: "Piano"}, {Name: "date", Type: "string", Required: true, Description: "Delivery date, YYYY-MM-DD"}}
	for _, c := range g.Read("Upright to Jonah Feld on 2027-07-01, second floor flat with 2 flights - book movers too").Fill(Call{Tool: "hire", Inputs: in, Args: map[string]any{}, Open: []string{"hirer", "piano", "date"}}, Sequence{Tools: []string{"hire", "movers"}, Uses: []Use{{Tool: "movers", Input: "floors", Value: json.Number("2")}}}) {
		if c.Input == "hirer" {
			wantChoice(t, "hirer", c, "Jonah Feld")
		}
	}
}

// A fortnight is two weeks (Lexicon.UnitClasses, UnitFactors): "Pause
// MG-204 for a fortnight" for a pause in weeks.
func TestFillFortnight(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "sub_id", Type: "string", Required: true, Description: "Subscription ID"}, {Name: "weeks", Type: "integer", Required: true, Description: "Weeks"}}
	ch := g.Read("Pause MG-204 for a fortnight").Fill(Call{Tool: "pause", Inputs: in, Args: map[string]any{"sub_id": "MG-204"}, Open: []string{"weeks"}}, Sequence{})[0]
	wantChoice(t, "weeks", ch, json.Number("2"))
}

// A surname in the plural after "the" names a family, a person's value
// ("Tandem for the Okafors"), where "the Rockies" names no one.
func TestFillFamilyPlural(t *testing.T) {
	g := New(Config{})
	in := []Input{{Name: "customer", Type: "string", Required: true, Description: "Customer"}, {Name: "bike", Type: "string", Required: true, Description: "Bike"}, {Name: "hours", Type: "integer", Required: true, Description: "Hours"}}
	seq := Sequence{Tools: []string{"rent", "extend"}, Uses: []Use{{Tool: "extend", Input: "hours", Value: json.Number("1")}}}
	for _, c := range g.Read("Tandem for the Okafors, 2 hours, then extend it by 1").Fill(Call{Tool: "rent", Inputs: in, Args: map[string]any{}, Open: []string{"customer", "bike", "hours"}}, seq) {
		if c.Input == "customer" {
			wantChoice(t, "customer", c, "Okafors")
		}
	}
	if got := readAs(g, "Tandem for the Rockies trip, or the Maldives", func(r *Request, c *Candidate) bool { return c.Kind == Name && r.familyPlural(c) }); len(got) > 0 {
		t.Errorf("%q read as a family", got)
	}
}

// A person's name after "for" is the person's, where the call takes a
// person and a place and the other name follows a locative: "Tandem from
// Bell Hill for Kwame Osei" (a probe request; both names are shaped as a
// person's).
func TestFillForNameBesideLocated(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("passenger", "Passenger name"), str("site", "Launch site"), str("date", "Flight date, YYYY-MM-DD")}
	seq := Sequence{Tools: []string{"tandem_flight", "video_addon"}}
	got := fillAll(g, "Tandem from Bell Hill for Kwame Osei on 2027-07-02, add the USB video", Call{Tool: "tandem_flight", Inputs: in, Open: []string{"passenger", "site", "date"}}, seq)
	wantChoice(t, "passenger", got["passenger"], "Kwame Osei")
	wantChoice(t, "site", got["site"], "Bell Hill")
	// a call that takes no place keeps the name after "from" a person's
	// (corpus-everyday's vintageclothing-0005: the hold's customer is
	// Priya Shah)
	consign := []Input{str("consignor", "Consignor"), str("item", "Item"), str("era", "Decade"), {Name: "ask_price", Type: "number", Required: true, Description: "Asking price in USD"}}
	seq = Sequence{Tools: []string{"hold_item"}, Uses: []Use{{Tool: "hold_item", Input: "customer", Value: "Priya Shah"}, {Tool: "hold_item", Input: "days", Value: json.Number("2")}}}
	for _, c := range g.Read("Take a 1950s Dior New Look skirt from Hélène Marchand at $650 and hold it 2 days for Priya Shah").Fill(Call{Tool: "consign_item", Inputs: consign, Args: map[string]any{}, Open: []string{"consignor", "item", "era", "ask_price"}}, seq) {
		if c.Input == "consignor" && c.Found && c.Value != "Hélène Marchand" {
			t.Errorf("consignor = %v, want Hélène Marchand or an ask", c.Value)
		}
	}
}

// A clause between two of the call's clauses in one sentence is the
// call's: "Fleece in from Gwen Pryce, Herdwick, 3.2 kg" states the breed
// between the farmer and the weight (a probe request).
func TestFillBetweenClauses(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("farmer", "Farmer"), str("breed", "Sheep breed"), {Name: "kg", Type: "number", Required: true, Description: "Weight in kg"}}
	ch := g.Read("Fleece in from Gwen Pryce, Herdwick, 3.2 kg").Fill(Call{Tool: "fleece_in", Inputs: in, Args: map[string]any{"farmer": "Gwen Pryce", "kg": json.Number("3.2")}, Open: []string{"breed"}}, Sequence{})[0]
	wantChoice(t, "breed", ch, "Herdwick")
	// but not in a sentence that speaks of another call: its clause may be
	// that call's
	ch = g.Read("Fleece in from Gwen Pryce, ship it to Heather Mist, 3.2 kg").Fill(Call{Tool: "fleece_in", Inputs: in, Args: map[string]any{"farmer": "Gwen Pryce", "kg": json.Number("3.2")}, Open: []string{"breed"}}, Sequence{Tools: []string{"ship_yarn"}})[0]
	if ch.Found {
		t.Errorf("breed = %v, want an ask", ch.Value)
	}
}

// A person's name after "from" is a person's for an input that takes one
// (personalTo); and a person's name, free, outranks a
// single capitalized word that is none: "4.5 kg of Jacob fleece from Tom
// Arkwright" gives the farmer (a probe request).
func TestFillFromPerson(t *testing.T) {
	g := New(Config{})
	str := requiredString
	fleece := []Input{str("farmer", "Farmer"), str("breed", "Sheep breed"), {Name: "kg", Type: "number", Required: true, Description: "Weight in kg"}}
	ch := g.Read("Take in 4.5 kg of Jacob fleece from Tom Arkwright and dye it moss green").Fill(Call{Tool: "fleece_in", Inputs: fleece, Args: map[string]any{"breed": "Jacob", "kg": json.Number("4.5")}, Open: []string{"farmer"}}, Sequence{})[0]
	wantChoice(t, "farmer", ch, "Tom Arkwright")
	ch = g.Read("Take in 4.5 kg of Jacob fleece from Tom Arkwright and dye it moss green").Fill(Call{Tool: "fleece_in", Inputs: fleece, Args: map[string]any{"kg": json.Number("4.5")}, Open: []string{"farmer", "breed"}}, Sequence{})[0]
	wantChoice(t, "farmer", ch, "Tom Arkwright")
	// a single word the person's name or a list holds is no rival to skip:
	// "Shoot Maria 20 dollars" (the sentence's verb capitalized), "for Mei
	// and Tobias Lund"
	send := []Input{str("recipient", "Recipient"), {Name: "amount", Type: "number", Required: true, Description: "Amount in USD"}}
	ch = g.Read("Shoot Maria 20 dollars").Fill(Call{Tool: "send_money", Inputs: send, Args: map[string]any{"amount": json.Number("20")}, Open: []string{"recipient"}}, Sequence{})[0]
	if ch.Found && ch.Value != "Maria" {
		t.Errorf("recipient = %v, want Maria or an ask", ch.Value)
	}
	quote := []Input{str("client", "Client"), {Name: "length_ft", Type: "number", Required: true, Description: "Length in feet"}, str("model", "Model")}
	ch = g.Read("Quote the Aspen model at 24 ft for Mei and Tobias Lund.").Fill(Call{Tool: "quote_build", Inputs: quote, Args: map[string]any{"length_ft": json.Number("24"), "model": "Aspen"}, Open: []string{"client"}}, Sequence{})[0]
	if ch.Found && ch.Value != "Mei and Tobias Lund" {
		t.Errorf("client = %v, want Mei and Tobias Lund or an ask", ch.Value)
	}
}

// A barista, a bidder, a scout are persons (Lexicon.PersonInputs): the one
// name is whom the call takes ("Put Lola Ferreira on CC-51", a probe
// request; corpus-everyday's scoutcamp-0000).
func TestFillMorePersonRoles(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("event_id", "Event ID"), str("barista", "Barista")}
	ch := g.Read("Put Lola Ferreira on CC-51").Fill(Call{Tool: "barista", Inputs: in, Args: map[string]any{"event_id": "CC-51"}, Open: []string{"barista"}}, Sequence{})[0]
	wantChoice(t, "barista", ch, "Lola Ferreira")
}

// A sentence that refers back by a pronoun to one that speaks of the call
// is the call's: "HF-202 pulled out; give them £45 back" (a probe
// request), "Tom Reyes wants a bigger bin. Give him the 120 L one."
// (corpus-everyday's compostdrop-0002); unless it speaks of another call.
func TestFillPronounBack(t *testing.T) {
	g := New(Config{})
	str := requiredString
	refund := []Input{str("stall_id", "Stall ID"), {Name: "amount", Type: "number", Required: true, Description: "Amount in GBP"}}
	ch := g.Read("HF-202 pulled out; give them £45 back").Fill(Call{Tool: "refund", Inputs: refund, Args: map[string]any{"stall_id": "HF-202"}, Open: []string{"amount"}}, Sequence{})[0]
	wantChoice(t, "amount", ch, json.Number("45"))
	bin := []Input{str("member", "Member"), {Name: "bin_litres", Type: "integer", Required: true, Description: "Bin size in litres"}}
	ch = g.Read("Tom Reyes wants a bigger bin. Give him the 120 L one.").Fill(Call{Tool: "bin_swap", Inputs: bin, Args: map[string]any{"member": "Tom Reyes"}, Open: []string{"bin_litres"}}, Sequence{})[0]
	wantChoice(t, "bin_litres", ch, json.Number("120"))
	ch = g.Read("HF-202 pulled out. Invoice them £45 for the late fee.").Fill(Call{Tool: "refund", Inputs: refund, Args: map[string]any{"stall_id": "HF-202"}, Open: []string{"amount"}}, Sequence{Tools: []string{"refund", "send_invoice"}})[0]
	if ch.Found {
		t.Errorf("amount = %v, want an ask: the late fee is the invoice's", ch.Value)
	}
	// nor one that opens with a word that moves on to a next step
	// (nestools-0526, whose next call lists the drama films)
	films := []Input{str("actor", "the name of the actor"), str("genre", "the genre of the films to be listed")}
	ch = g.Read("Obtain information about the actor Leonardo DiCaprio born in 1974. Then, list all drama films he has appeared in.").Fill(Call{Tool: "filmography", Inputs: films, Args: map[string]any{"actor": "Leonardo DiCaprio"}, Open: []string{"genre"}}, Sequence{Tools: []string{"get_actor_info", "filmography"}, Uses: []Use{{Tool: "get_actor_info", Input: "actor_name", Value: "Leonardo DiCaprio"}}})[0]
	if ch.Found {
		t.Errorf("genre = %v, want an ask", ch.Value)
	}
}

// A month is one of the year's months by name (Lexicon.ValueSets): "Remind
// Gillian Kerr every March" (a probe request), nestools-0779's "August";
// but a month its description writes as a date takes the date's form.
func TestFillMonthName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("client", "Client"), str("month", "Month")}
	wantChoice(t, "month", fill(g, "Remind Gillian Kerr every March", in, map[string]any{"client": "Gillian Kerr"}, "month", Sequence{}), "March")
	dated := []Input{{Name: "gallons", Type: "number", Required: true, Description: "Gallons made"}, str("month", "Month, YYYY-MM")}
	wantChoice(t, "month", fill(g, "For the TTB filing: March 2027 we made 1,180.5 gallons.", dated, map[string]any{"gallons": json.Number("1180.5")}, "month", Sequence{}), "2027-03")
	dated[1].Description = "Month, e.g. 2025-01"
	if ch := fill(g, "For the TTB filing: March 2027 we made 1,180.5 gallons.", dated, map[string]any{"gallons": json.Number("1180.5")}, "month", Sequence{}); ch.Found && ch.Value != "2027-03" {
		t.Errorf("month = %v, want 2027-03 or an ask", ch.Value)
	}
}

// A verb and whom it addresses before a colon are no field's label: the
// name is read ("Page Hamish Dow: 'muster at 0600 for exercise'", a probe
// request; "Email Jean-Pierre Dupont: subject ..." persons-0011), and the
// text after the colon is still the message ("Text Priya: happy
// birthday!", say-0006).
func TestFillAddressedBeforeColon(t *testing.T) {
	g := New(Config{})
	str := requiredString
	page := []Input{str("crew", "Crew member"), str("message", "Message")}
	wantChoice(t, "crew", fill(g, "Page Hamish Dow: 'muster at 0600 for exercise'", page, map[string]any{"message": "muster at 0600 for exercise"}, "crew", Sequence{}), "Hamish Dow")
	text := []Input{str("to", "Recipient"), str("message", "Message text")}
	wantChoice(t, "message", fill(g, "Text Priya: happy birthday!", text, map[string]any{"to": "Priya"}, "message", Sequence{}), "happy birthday!")
	// a label of capitalized words after no verb, or after a verb but
	// naming no one, is still a label
	guest := []Input{str("guest", "Lead guest"), str("room", "Room")}
	wantChoice(t, "guest", fill(g, "Lead Guest: Dana Fry", guest, map[string]any{"room": "12"}, "guest", Sequence{}), "Dana Fry")
	order := []Input{str("customer", "Customer"), {Name: "items", Type: "integer", Required: true, Description: "Items"}}
	wantChoice(t, "customer", fill(g, "Order Name: Dana Fry, 3 items", order, map[string]any{"items": json.Number("3")}, "customer", Sequence{}), "Dana Fry")
}

// A couple named together, a first name and a first and family name, is
// one party for an input that takes a person ("A wedding certificate for
// Anya and Rhys Pemberton", a probe request; tinyhomes-0000 "for Mei and
// Tobias Lund"); two players compared are two ("Mbappe and Vinicius
// Junior").
func TestFillCoupleParty(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("client", "Client"), str("piece", "Piece"), {Name: "words", Type: "integer", Required: true, Description: "Approximate word count"}}
	wantChoice(t, "client", fill(g, "A wedding certificate for Anya and Rhys Pemberton, roughly 120 words", in, map[string]any{"piece": "wedding certificate", "words": json.Number("120")}, "client", Sequence{}), "Anya and Rhys Pemberton")
	players := []Input{str("player_a", "First player"), str("player_b", "Second player"), {Name: "season", Type: "integer", Required: true, Description: "Season"}}
	for _, ch := range g.Read("Compare Mbappe and Vinicius Junior in 2025").Fill(Call{Tool: "compare_players", Inputs: players, Args: map[string]any{"season": json.Number("2025")}, Open: []string{"player_a", "player_b"}}, Sequence{}) {
		if ch.Found && strings.Contains(fmt.Sprint(ch.Value), " and ") {
			t.Errorf("%s = %v, want one player or an ask", ch.Input, ch.Value)
		}
	}
	// two full names, or names a comma joins, are two persons
	for _, q := range []string{"Seats for Anya and Rhys", "Seats for Anya and Hotel Rialto-5", "Seats for Dana Fry and Rhys Pemberton", "Seats for Anya, Rhys Pemberton and Tom Hale", "Seats for Anya or Rhys Pemberton"} {
		if got := readAs(g, q, func(r *Request, c *Candidate) bool { return c.Kind == List && r.couple(c) }); len(got) > 0 {
			t.Errorf("%q read as a couple", got)
		}
	}
}

// The one time of a request is the call's input that takes a time in
// HH:MM, though no sentence names the call ("Put Hugh Tait and his wife on
// the 11:10 with their two bikes", a probe request); not a time frame's,
// written in words ("today": nestools-0869's tour is at 2:00 PM).
func TestFillOneTime(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("passenger", "Lead passenger"), str("sailing", "Sailing time, HH:MM")}
	seq := Sequence{Tools: []string{"book_crossing", "add_bike"}}
	got := fillAll(g, "Put Hugh Tait and his wife on the 11:10 with their two bikes", Call{Tool: "book_crossing", Inputs: in, Open: []string{"passenger", "sailing"}}, seq)
	wantChoice(t, "sailing", got["sailing"], "11:10")
	crowd := []Input{str("location", "the specified location to check for the most crowded area"), str("time_frame", "the time frame to consider for foot traffic analysis, e.g., 'this year', 'this month', 'this week', 'today'"),
		{Name: "include_historical_data", Type: "boolean", Description: "whether to include historical foot traffic data for comparison"}}
	tour := Sequence{Tools: []string{"get_most_crowded_area", "get_available_routes", "book_sightseeing_tour"}, Uses: []Use{{Tool: "book_sightseeing_tour", Input: "date", Value: "2024-5-15"}, {Tool: "book_sightseeing_tour", Input: "time", Value: "14:00"}}}
	got = fillAll(g, "I'm curious about which part of Paris has the highest foot traffic today. How many routes can be taken to arrive at that location? Don't forget to reserve a sightseeing tour for me in that location for 2:00 PM on May 15, 2024.",
		Call{Tool: "get_most_crowded_area", Inputs: crowd, Open: []string{"location", "time_frame", "include_historical_data"}}, tour)
	wantChoice(t, "time_frame", got["time_frame"], "today")
}

// A quoted title is no person's to share, and a person's name after "for"
// is a person's as much as a work's: "Cast 'Hare at Rest' for Tomos Evans"
// gives the piece and the artist (a probe request); but a name after
// "for" is a site's, not an optional technician's that rivals it ("Open a
// ticket for Halvorsen Tower", facilitydesk-0000).
func TestFillTitleBesidePerson(t *testing.T) {
	g := New(Config{})
	str := requiredString
	cast := []Input{str("artist", "Artist"), str("piece", "Piece"), {Name: "height_cm", Type: "integer", Required: true, Description: "Height in cm"}}
	got := fillAll(g, "Cast 'Hare at Rest' for Tomos Evans at 40 cm and give it a black patina", Call{Tool: "cast_order", Inputs: cast, Open: []string{"artist", "piece", "height_cm"}}, Sequence{Tools: []string{"patina"}})
	wantChoice(t, "artist", got["artist"], "Tomos Evans")
	wantChoice(t, "piece", got["piece"], "Hare at Rest")
	ticket := []Input{str("site", "Site"), str("issue", "Issue"), {Name: "technician", Type: "string", Description: "Assigned technician"}}
	got = fillAll(g, "Open a ticket for Halvorsen Tower: boiler won't fire. Then order a pilot assembly for it.", Call{Tool: "open_ticket", Inputs: ticket, Open: []string{"site", "issue", "technician"}}, Sequence{Tools: []string{"order_part"}})
	wantChoice(t, "site", got["site"], "Halvorsen Tower")
	if got["technician"].Found {
		t.Errorf("technician = %v, want none", got["technician"].Value)
	}
}

// A family name between "the" and a household's word is a household, one
// party: the client "Hendry family" (pianotuning-0000), the family
// "Okafor" for an input of that word, though it takes a family's name
// (stonemason-0000), the household "Okoye" (compostco-0003); where the request
// names a member of the family, the member is the customer
// (rentalfleet-0005).
func TestFillHousehold(t *testing.T) {
	g := New(Config{})
	str := requiredString
	visit := []Input{str("client", "Client"), str("address", "Address"), str("date", "Date, YYYY-MM-DD")}
	seq := Sequence{Tools: []string{"tuning_visit", "quote"}}
	wantChoice(t, "client", fill(g, "Tuning for the Hendry family at 4 Calton Hill on 2027-01-19", visit, map[string]any{"address": "4 Calton Hill", "date": "2027-01-19"}, "client", seq), "Hendry family")
	memorial := []Input{str("family", "Family name"), str("stone", "Stone type"), {Name: "height_in", Type: "integer", Required: true, Description: "Height in inches"}}
	wantChoice(t, "family", fill(g, "Quote a memorial for the Okafor family (grey granite, the 36-inch one).", memorial, map[string]any{"stone": "grey granite", "height_in": json.Number("36")}, "family", Sequence{Tools: []string{"quote_memorial"}}), "Okafor")
	bins := []Input{str("household", "Household"), {Name: "bins", Type: "integer", Required: true, Description: "Bins"}}
	wantChoice(t, "household", fill(g, "Sign up the Okoye household, two bins.", bins, map[string]any{"bins": json.Number("2")}, "household", Sequence{Tools: []string{"sign_up"}}), "Okoye")
	van := []Input{str("customer", "Customer name"), str("pickup_date", "Pickup date, YYYY-MM-DD"), {Name: "days", Type: "integer", Required: true, Description: "Rental days"}}
	wantChoice(t, "customer", fill(g, "Book a van for the Nakamura family (Kenji Nakamura) from 2026-12-27 for 4 days and add a roof box.", van,
		map[string]any{"pickup_date": "2026-12-27", "days": json.Number("4")}, "customer", Sequence{Tools: []string{"reserve_vehicle", "add_extra"}}), "Kenji Nakamura")
}

// "into" is a locative: a show is booked into a venue, a guest checks into
// a hotel (a probe request); the language a text is translated into is
// still the language's.
func TestFillIntoVenue(t *testing.T) {
	g := New(Config{})
	str := requiredString
	show := []Input{str("venue", "Venue"), str("show", "Show title"), str("date", "Date, YYYY-MM-DD")}
	got := fillAll(g, "Book 'Hansel and Gretel' into Wyvern Arts Centre for 2027-10-30 and invoice it at £450", Call{Tool: "book_show", Inputs: show, Open: []string{"venue", "show", "date"}}, Sequence{Tools: []string{"invoice"}})
	wantChoice(t, "venue", got["venue"], "Wyvern Arts Centre")
	wantChoice(t, "show", got["show"], "Hansel and Gretel")
	tr := []Input{str("text", "Text to translate"), str("target_language", "Language to translate into")}
	wantChoice(t, "target_language", fill(g, "Translate 'Good morning' into French", tr, map[string]any{"text": "Good morning"}, "target_language", Sequence{}), "French")
}

// A plural's possessive before the one capitalized word that ends a name
// is a part of it ("a stall at Stroud Farmers' Market", a probe request;
// heritagetram-0000 "the Ladies' Circle"); before a name of more words it
// is the name's owner ("Hollow Pines' Winter Lanterns", recordpress-0005).
func TestFillPluralPossessive(t *testing.T) {
	g := New(Config{})
	str := requiredString
	stall := []Input{str("market", "Market"), str("date", "Date, YYYY-MM-DD")}
	wantChoice(t, "market", fill(g, "A stall at Stroud Farmers' Market on 2027-04-10", stall, map[string]any{"date": "2027-04-10"}, "market", Sequence{Tools: []string{"market_stall"}}), "Stroud Farmers' Market")
	for _, q := range []string{"Press 300 copies of Hollow Pines' Winter Lanterns and ship that job to Merge Records.", "Hartley & Sons’ Ricoh IM C3000 is jamming in tray 2."} {
		if got := readAs(g, q, func(r *Request, c *Candidate) bool { return c.Kind == Name && strings.ContainsAny(c.Text, "'’") }); len(got) > 0 {
			t.Errorf("%q read as one name in %q", got, q)
		}
	}
}

// A capitalized word before a colour may name its shade as a lowercase one
// does ("Golden brown varnish", a probe request; printmakers-0002's
// "Prussian blue"): both are read, and the colour alone is no surer.
func TestFillCapitalizedShade(t *testing.T) {
	g := New(Config{})
	str := requiredString
	varnish := []Input{str("job_id", "Job ID"), str("colour", "Varnish colour")}
	for _, q := range []string{"Golden brown varnish on VM-12", "Mix Prussian blue for PM-7"} {
		if ch := fill(g, q, varnish, map[string]any{"job_id": "VM-12"}, "colour", Sequence{Tools: []string{"varnish"}}); ch.Found && (ch.Value == "brown" || ch.Value == "blue") {
			t.Errorf("%q: colour = %v, want the shade or an ask", q, ch.Value)
		}
	}
}

// A plural subject's verb after a name that opens a sentence makes the
// name the subject, its first word no verb: "Penzance Tri Club want 3
// lanes" (a probe request), "Oak Street Players need 12 cloaks".
func TestFillPluralSubject(t *testing.T) {
	g := New(Config{})
	str := requiredString
	lanes := []Input{str("club", "Club"), {Name: "lanes", Type: "integer", Required: true, Description: "Lanes"}, str("date", "Date, YYYY-MM-DD")}
	wantChoice(t, "club", fill(g, "Penzance Tri Club want 3 lanes on 2027-06-19", lanes, map[string]any{"lanes": json.Number("3"), "date": "2027-06-19"}, "club", Sequence{Tools: []string{"lane_hire"}}), "Penzance Tri Club")
	cloaks := []Input{str("theatre", "Theatre company"), {Name: "cloaks", Type: "integer", Required: true, Description: "Cloaks"}}
	wantChoice(t, "theatre", fill(g, "Oak Street Players need 12 cloaks", cloaks, map[string]any{"cloaks": json.Number("12")}, "theatre", Sequence{Tools: []string{"order"}}), "Oak Street Players")
}

// A past verb after a name that opens a sentence makes the name the
// subject ("Sam Okoro shot 612 on a Portsmouth", a probe request): the
// irregular ones are listed (Lexicon.SubjectVerbs).
func TestFillPastSubject(t *testing.T) {
	g := New(Config{})
	str := requiredString
	score := []Input{str("archer", "Archer"), str("round_name", "Round"), {Name: "score", Type: "integer", Required: true, Description: "Score"}}
	wantChoice(t, "archer", fill(g, "Sam Okoro shot 612 on a Portsmouth", score, map[string]any{"round_name": "Portsmouth", "score": json.Number("612")}, "archer", Sequence{Tools: []string{"score"}}), "Sam Okoro")
}

// A regular past verb after a name that opens a sentence makes the name
// the subject: "Agnieszka Wolski pledged $120" (communityradio-0003); no
// word in -eed is one ("Bump Leo Park's salary" keeps its rival).
func TestFillRegularPastSubject(t *testing.T) {
	g := New(Config{})
	str := requiredString
	pledge := []Input{str("donor", "Donor"), {Name: "amount", Type: "number", Required: true, Description: "Amount in USD"}}
	wantChoice(t, "donor", fill(g, "Agnieszka Wolski pledged $120 during the drive.", pledge, map[string]any{"amount": json.Number("120")}, "donor", Sequence{Tools: []string{"pledge"}}), "Agnieszka Wolski")
	// a listed verb makes the name whole, though the input's own word opens
	// it (lawncare-0004)
	crew := []Input{str("job_id", "Job ID"), str("crew", "Crew")}
	wantChoice(t, "crew", fill(g, "Crew B takes LC-4407.", crew, map[string]any{"job_id": "LC-4407"}, "crew", Sequence{Tools: []string{"assign_crew"}}), "Crew B")
	for _, w := range []string{"bed", "need", "agreed", "red", "pledged3"} {
		if pastTense(w) {
			t.Errorf("%q read as a past verb", w)
		}
	}
}

// Farms, apiaries, ponds and the like are places (Lexicon.PlaceWords): a
// name after a locative is their value, where nothing else names the call
// ("Extract 4 supers from Church Field", a probe request).
func TestFillFarmPlaces(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("apiary", "Apiary"), {Name: "supers", Type: "integer", Required: true, Description: "Supers extracted"}, {Name: "kg", Type: "number", Required: true, Description: "Honey in kg"}}
	got := fillAll(g, "Extract 4 supers from Church Field, about 31 kg, and label it heather", Call{Tool: "extract", Inputs: in, Open: []string{"apiary", "supers", "kg"}}, Sequence{Tools: []string{"label"}})
	wantChoice(t, "apiary", got["apiary"], "Church Field")
}

// Gymnasts, archers and engineers are persons by role
// (Lexicon.PersonInputs): "Enter Ana Lima, Level 8, from Summit
// Gymnastics" gives the gymnast (gymnasticsmeet-0000).
func TestFillSportsRoles(t *testing.T) {
	g := New(Config{})
	str := requiredString
	enter := []Input{str("gymnast", "Gymnast"), {Name: "level", Type: "integer", Required: true, Description: "Level"}, str("club", "Club")}
	wantChoice(t, "gymnast", fill(g, "Enter Ana Lima, Level 8, from Summit Gymnastics.", enter, map[string]any{"level": json.Number("8"), "club": "Summit Gymnastics"}, "gymnast", Sequence{Tools: []string{"enter_gymnast"}}), "Ana Lima")
}

// A name that holds a person's possessive before its last word is a thing
// the person owns, no person's value: "Renew Owen Tait's C permit" (a
// probe request) gives the ringer Owen Tait; a business's possessive name
// is still a customer's ("Quote D'Angelo's Deli 4 kg of Taleggio",
// cheesemonger-0005), and a parish's a donor's (shelter-0001).
func TestFillOwnerInside(t *testing.T) {
	g := New(Config{})
	str := requiredString
	permit := []Input{str("ringer", "Ringer"), {Name: "permit_class", Type: "string", Required: true, Description: "Permit class", Enum: []any{"C", "A", "T"}}}
	wantChoice(t, "ringer", fill(g, "Renew Owen Tait's C permit", permit, map[string]any{"permit_class": "C"}, "ringer", Sequence{Tools: []string{"permit"}}), "Owen Tait")
	quote := []Input{str("customer", "Customer"), str("cheese", "Cheese"), {Name: "kg", Type: "number", Required: true, Description: "Weight in kg"}}
	wantChoice(t, "customer", fill(g, "Quote D'Angelo's Deli 4 kg of Taleggio and email that invoice to orders@dangelos.example.", quote, map[string]any{"cheese": "Taleggio", "kg": json.Number("4")}, "customer", Sequence{Tools: []string{"wholesale_quote", "email_invoice"}}), "D'Angelo's Deli")
	donation := []Input{str("donor", "Donor name"), str("items", "What was donated"), {Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}}
	wantChoice(t, "donor", fill(g, "St. Brigid's Parish dropped off 40 winter coats.", donation, map[string]any{"items": "winter coats", "quantity": json.Number("40")}, "donor", Sequence{Tools: []string{"log_donation"}}), "St. Brigid's Parish")
}

// A tool named by a noun its verb makes (Lexicon.NounSuffixes: storage,
// rental, inspection) has that verb for its own: a request that opens
// with it opens with no name's word ("Store Iris Noble's upright" for
// storage is Iris Noble's).
func TestFillToolNounVerb(t *testing.T) {
	g := New(Config{})
	str := requiredString
	weeks := Input{Name: "weeks", Type: "integer", Required: true, Description: "Weeks"}
	for _, tc := range []struct{ tool, request, want string }{
		{"storage", "Store Iris Noble's upright for 6 weeks", "Iris Noble"},
		{"rental", "Rent Dana Lee's van for 6 weeks", "Dana Lee"},
		{"inspection", "Inspect Hugo Brandt's boiler for 6 weeks", "Hugo Brandt"},
	} {
		call := Call{Tool: tc.tool, Inputs: []Input{str("owner", "Owner"), weeks}, Args: map[string]any{"weeks": json.Number("6")}, Open: []string{"owner"}}
		wantChoice(t, tc.request, g.Read(tc.request).Fill(call, Sequence{})[0], tc.want)
	}
	// a noun no suffix makes has no verb
	if got := g.lx.verbOf("storage"); got != stem("store") {
		t.Errorf("verbOf(storage) = %q, want %q", got, stem("store"))
	}
	if got := g.lx.verbOf("owner"); got != "" {
		t.Errorf("verbOf(owner) = %q, want none", got)
	}
}

// The one name left for an input is one no other open input names more
// closely: "from Rotterdam to Milan" gives the origin Rotterdam, so the
// destination's one name is Milan, though "to" links it less than "from"
// links Rotterdam to the origin.
func TestFillOnlyNameRivalled(t *testing.T) {
	g := New(Config{})
	str := requiredString
	num := func(name, desc string) Input {
		return Input{Name: name, Type: "number", Required: true, Description: desc}
	}
	quote := Call{Tool: "quote_shipment", Inputs: []Input{str("origin", "Origin city"), str("destination", "Destination city"), num("weight_kg", "Weight in kg"), num("pallets", "Pallets")},
		Open: []string{"origin", "destination", "weight_kg", "pallets"}}
	seq := Sequence{Tools: []string{"quote_shipment", "book_shipment"}}
	got := fillAll(g, "Quote 4 pallets, about 1.5 tonnes, from Antwerp to Lyon, book it for pickup on the 3rd of May 2027.", quote, seq)
	wantChoice(t, "origin", got["origin"], "Antwerp")
	wantChoice(t, "destination", got["destination"], "Lyon")
	// a rival that names it barely more closely (an optional date's and
	// language's words far off) takes nothing from the one name left
	// (nestful-executable-0035)
	weather := Call{Tool: "forecast_weather", Inputs: []Input{
		str("q", "Query parameter based on which data is sent back. It could be one of the following: Latitude and Longitude (Decimal degree) e.g: q=48.8567,2.3508, city name e.g.: q=Paris, US zip e.g: q=10001, UK postcode e.g: q=SW1"),
		{Name: "days", Type: "number", Description: "Number of days of forecast required (optional)"},
		{Name: "lang", Type: "string", Description: "Returns 'condition:text' field in API in the desired language (optional)"},
		{Name: "dt", Type: "string", Format: "date", Description: "Specific date for the forecast (optional). It should be between today and the next 10 days in yyyy-MM-dd format."}},
		Open: []string{"q"}, Args: map[string]any{"days": json.Number("3")}}
	wantChoice(t, "q", fillAll(g, "Fetch the weather forecast and current weather for Paris for the next 3 days.", weather, Sequence{Tools: []string{"forecast_weather", "realtime_weather"}})["q"], "Paris")
}

// Beside a free name that a person's title opens, a name after a locative
// is a place's, whatever its shape, for an input that takes a person:
// "Ivy House in Great Tew ... for Mr Alan Birch" is Mr Alan Birch's.
func TestFillTitledBesideLocated(t *testing.T) {
	g := New(Config{})
	str := requiredString
	survey := func(request string) Choice {
		return fillAll(g, request, Call{Tool: "survey_roof", Inputs: []Input{str("property", "Property"), str("owner", "Owner")}, Open: []string{"owner"}, Args: map[string]any{"property": "Ivy House"}}, Sequence{})["owner"]
	}
	wantChoice(t, "titled", survey("Ivy House in Great Tew needs a survey for Mr Alan Birch on 2027-04-06"), "Mr Alan Birch")
	// with no title the located name of a person's shape still rivals
	wantChoice(t, "untitled", survey("Ivy House in Great Tew needs a survey for Alan Birch on 2027-04-06"), nil)
}

// The thing a quantity counts names the input another argument gives that
// quantity, no value of its own: "5 frames of brood" when frames_brood is
// 5 holds no treatment product.
func TestFillCountedLabelUsed(t *testing.T) {
	g := New(Config{})
	str := requiredString
	treat := Call{Tool: "treat", Inputs: []Input{str("hive", "Hive"), str("product", "Treatment product")}, Open: []string{"product"}, Args: map[string]any{"hive": "Hive 9"}}
	seq := Sequence{Tools: []string{"inspect_hive", "treat"}, Uses: []Use{{Tool: "inspect_hive", Input: "frames_brood", Value: json.Number("5")}, {Tool: "inspect_hive", Input: "hive", Value: "Hive 9"}}}
	request := "Inspected Hive 9 at Fen Corner, 5 frames of brood, then gave it oxalic acid"
	if ch := fillAll(g, request, treat, seq)["product"]; ch.Found && ch.Value == "brood" {
		t.Errorf("product = brood, the label of frames_brood's count")
	}
	// a count another input takes under another name still counts a thing
	order := Call{Tool: "order", Inputs: []Input{str("product", "Product")}, Open: []string{"product"}, Args: map[string]any{}}
	wantChoice(t, "product", fillAll(g, "Order 6 toner cartridges", order, Sequence{Tools: []string{"order"}, Uses: []Use{{Tool: "order", Input: "quantity", Value: json.Number("6")}}})["product"], "toner cartridges")
}

// A compound of an input's own word that opens a sentence is the kind of
// the thing the name after it names ("Narrowboat Kingfisher Blue" for a
// boat), capitalized for its place alone; the word itself may be the
// name's ("Boat 7").
func TestFillCompoundKindOpens(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, tc := range []struct {
		input, request string
		want           any
	}{
		{"boat", "Sailboat Aurora Dawn went out at 10:30", "Aurora Dawn"},
		{"horse", "Racehorse Copper Kettle is shod at 10:30", "Copper Kettle"},
		{"boat", "Boat Seven went out at 10:30", "Boat Seven"},
	} {
		call := Call{Tool: "log", Inputs: []Input{str(tc.input, strings.ToUpper(tc.input[:1])+tc.input[1:]), str("time", "Time, HH:MM")}, Open: []string{tc.input}, Args: map[string]any{"time": "10:30"}}
		wantChoice(t, tc.request, fillAll(g, tc.request, call, Sequence{})[tc.input], tc.want)
	}
}

// A word that opens a sentence before a person's name of two words is the
// verb the request opens with where an object's marker (Lexicon.
// ObjectMarkers), a possessive or the sentence's end follows the name,
// whether or not the lexicon lists the verb: "Welcome Aled Morgan as our
// new melodeon player" is Aled Morgan's.
func TestFillVerbOpensName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	for _, tc := range []struct {
		request string
		want    any
	}{
		{"Welcome Aled Morgan as our new melodeon player", "Aled Morgan"},
		{"Redo Gwen Foley's wingback in Harris tweed", "Gwen Foley"},
		{"Penalise Ollie Grant for bumping under yellow flags", "Ollie Grant"},
		{"Congratulate Mira Shah", "Mira Shah"},
		{"Bump Leo Park's salary to 120k", "Leo Park"},
		// a subject's verb after the name keeps it whole
		{"Anna Maria Lopez wants to learn the melodeon", "Anna Maria Lopez"},
	} {
		call := Call{Tool: "add_dancer", Inputs: []Input{str("dancer", "Dancer"), {Name: "role", Type: "string", Description: "Role"}}, Open: []string{"dancer"}, Args: map[string]any{}}
		wantChoice(t, tc.request, fillAll(g, tc.request, call, Sequence{})["dancer"], tc.want)
	}
	// nor is a title's first part before its colon a verb
	movie := Call{Tool: "find_showtimes", Inputs: []Input{str("movie", "Movie title"), str("cinema", "Cinema"), str("date", "Date, YYYY-MM-DD")}, Open: []string{"movie"}, Args: map[string]any{"cinema": "Grand Lake Theater", "date": "2025-03-08"}}
	wantChoice(t, "movie", fillAll(g, "Dune: Part Two at the Grand Lake Theater on 2025-03-08", movie, Sequence{})["movie"], "Dune: Part Two")
}

// A clause that speaks of no call, after one of the call's in a sentence
// that speaks of another call too, is the call's: "Open a job for Lumen
// Press, 900 words from German to French, and assign that job to Claire
// Dubois" states the job's languages. A clause of data (a bracket or a
// brace in it) is a value's part, no clause it carries.
func TestFillClauseCarried(t *testing.T) {
	g := New(Config{})
	str := requiredString
	job := Call{Tool: "new_job", Inputs: []Input{str("client", "Client"), str("source_lang", "Source language"), str("target_lang", "Target language"), {Name: "words", Type: "integer", Required: true, Description: "Word count"}},
		Open: []string{"client", "source_lang", "target_lang", "words"}}
	seq := Sequence{Tools: []string{"assign_translator"}, Uses: []Use{{Tool: "assign_translator", Input: "translator", Value: "Anna Berg"}}}
	got := fillAll(g, "Open a job for Harbour Books, 1,400 words from Italian to Dutch, and assign that job to Anna Berg.", job, seq)
	wantChoice(t, "source_lang", got["source_lang"], "Italian")
	wantChoice(t, "target_lang", got["target_lang"], "Dutch")
	invoice := Call{Tool: "generate_invoice", Inputs: []Input{str("customer_name", "The name of the customer"), {Name: "items", Type: "array", Required: true, Description: "The items"}},
		Open: []string{"customer_name"}, Args: map[string]any{"items": []any{map[string]any{"name": "Laptop", "price": json.Number("1000")}, map[string]any{"name": "Mouse", "price": json.Number("10")}}}}
	bar := Sequence{Tools: []string{"generate_barcode"}, Uses: []Use{{Tool: "generate_barcode", Input: "format", Value: "EAN13"}}}
	wantChoice(t, "customer_name", fillAll(g, `Generate an invoice for John Doe with items [{"name": "Laptop", "price": 1000}, {"name": "Mouse", "price": 10}], and then generate a barcode for the invoice number`, invoice, bar)["customer_name"], "John Doe")
}

// A stop is a place (Lexicon.PlaceWords): a name after a locative is its
// value, no other's ("Next 12 bus at Harbour Square heading to Docklands").
func TestFillStopIsPlace(t *testing.T) {
	g := New(Config{})
	str := requiredString
	dep := Call{Tool: "next_departures", Inputs: []Input{str("line", "Line"), str("stop", "Stop"), str("direction", "Direction")}, Open: []string{"stop"}, Args: map[string]any{"line": "12", "direction": "Docklands"}}
	wantChoice(t, "stop", fillAll(g, "Next 12 bus at Harbour Square heading to Docklands", dep, Sequence{})["stop"], "Harbour Square")
}

// A person's name after "from" is no place's where another input of the
// call takes a person ("Pick up from Ruth Adler at 9 Birch Lane"), unless
// a person's name follows "for" ("Tandem from Bell Hill for Kwame Osei").
func TestFillFromPersonNoPlace(t *testing.T) {
	g := New(Config{})
	str := requiredString
	pickup := Call{Tool: "schedule_pickup", Inputs: []Input{str("customer", "Customer"), str("address", "Pickup address"), str("window", "Window")}, Open: []string{"customer", "address"}, Args: map[string]any{"window": "7-9 am"}}
	got := fillAll(g, "Collect from Maya Osei at 14 Elm Row between 7 and 9 am.", pickup, Sequence{Tools: []string{"add_service"}})
	wantChoice(t, "customer", got["customer"], "Maya Osei")
	wantChoice(t, "address", got["address"], "14 Elm Row")
	tandem := Call{Tool: "book_tandem", Inputs: []Input{str("site", "Launch site"), str("passenger", "Passenger")}, Open: []string{"site", "passenger"}, Args: map[string]any{}}
	got = fillAll(g, "Tandem from Bell Hill for Kwame Osei on Saturday", tandem, Sequence{Tools: []string{"add_video"}})
	wantChoice(t, "site", got["site"], "Bell Hill")
}

// The words before the whole of an input's name of two words are its
// value, unless shaped as an adjective (Lexicon.AdjectiveSuffixes): "a
// bergamot top note" is the top note's bergamot; "a refreshing cocktail
// recipe" states no recipe.
func TestFillBeforeWholeName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	blend := func(input, desc, request string) Choice {
		call := Call{Tool: "blend", Inputs: []Input{str("client", "Client"), str(input, desc), {Name: "ml", Type: "integer", Required: true, Description: "Volume in ml"}}, Open: []string{input}, Args: map[string]any{"client": "Ada Roe", "ml": json.Number("50")}}
		return fillAll(g, request, call, Sequence{})[input]
	}
	wantChoice(t, "top_note", blend("top_note", "Top note", "Ada Roe would like 50 ml with a vetiver top note"), "vetiver")
	wantChoice(t, "top_note two words", blend("top_note", "Top note", "Ada Roe would like 50 ml with a pink pepper top note"), "pink pepper")
	if ch := blend("cocktail_recipe", "The cocktail recipe", "Ada Roe would like 50 ml of a refreshing cocktail recipe"); ch.Found && ch.Value == "refreshing" {
		t.Errorf("cocktail_recipe = refreshing, an adjective")
	}
}

// A single word after the request's verb ("Board Biscuit") is no person's
// where another person's name is free: the owner is Tom Ashdown, the cat
// Biscuit (a probe request). "Shoot Maria 20 dollars" keeps Maria
// (TestFillFromPerson): no other person's name stands beside it.
func TestFillVerbWordBesidePerson(t *testing.T) {
	g := New(Config{})
	str := requiredString
	board := Call{Tool: "board_cat", Inputs: []Input{str("cat", "Cat's name"), str("owner", "Owner"), {Name: "nights", Type: "integer", Required: true, Description: "Nights"}}, Args: map[string]any{"nights": json.Number("4")}, Open: []string{"cat", "owner"}}
	got := fillAll(g, "Board Biscuit for Tom Ashdown, 4 nights, and put him in pen 7", board, Sequence{Tools: []string{"pen_assign"}})
	wantChoice(t, "owner", got["owner"], "Tom Ashdown")
	wantChoice(t, "cat", got["cat"], "Biscuit")
}

// A single word that opens a sentence before a verb a subject does
// (Lexicon.SubjectVerbs: keeps, eats, refuses) is a name: "Pumpkin keeps
// sneezing" names the cat (a probe request).
func TestFillSubjectKeeps(t *testing.T) {
	g := New(Config{})
	str := requiredString
	check := Call{Tool: "vet_check", Inputs: []Input{str("cat", "Cat's name"), str("reason", "Reason")}, Args: map[string]any{"reason": "sneezing"}, Open: []string{"cat"}}
	got := fillAll(g, "Pumpkin keeps sneezing, get the vet to look at her", check, Sequence{})
	wantChoice(t, "cat", got["cat"], "Pumpkin")
}

// A modifier of a value set after its member (ValueSet.Modifiers) may
// narrow it as one before does: "EM-220 in gold metallic please" is gold
// metallic or gold, asked (a probe request gave "gold"); "metallic gold"
// stays one member as narrowed, and a modifier before another member
// narrows that one.
func TestFillModifierAfterMember(t *testing.T) {
	g := New(Config{})
	str := requiredString
	thread := Call{Tool: "thread_colour", Inputs: []Input{str("order_id", "Order ID"), str("colour", "Thread colour")}, Args: map[string]any{"order_id": "EM-220"}, Open: []string{"colour"}}
	got := fillAll(g, "EM-220 in gold metallic please", thread, Sequence{})
	if ch := got["colour"]; ch.Found && ch.Value != "gold metallic" {
		t.Errorf("colour = %v, want gold metallic or an ask", ch.Value)
	}
	got = fillAll(g, "EM-220 in metallic gold please", thread, Sequence{})
	wantChoice(t, "colour", got["colour"], "metallic gold")
	has := func(request, text string) bool {
		return slices.ContainsFunc(g.Read(request).Scores(thread, Sequence{}, "colour"), func(c Scored) bool { return c.Text == text })
	}
	if !has("EM-220 in gold metallic please", "gold metallic") {
		t.Error("gold metallic not read")
	}
	if has("EM-220 in gold metallic silver please", "gold metallic") {
		t.Error("gold metallic read before another member")
	}
}

// A call given no value whose words the request does not name holds the
// words that open a one-sentence request before the first that speaks of
// another call (lead): "Find Piranesi by Susanna Clarke and put it on my
// Winter list" opens with the search a missing call makes. In a request of
// more sentences the others stay as near to the call as before: the
// voltage stated in a sentence of its own is still found.
func TestFillLead(t *testing.T) {
	g := New(Config{})
	str := requiredString
	search := Call{Tool: "search_books", Inputs: []Input{str("query", "Title or keywords"), {Name: "author", Type: "string", Description: "Author's name"}}, Open: []string{"query", "author"}}
	list := Sequence{Tools: []string{"add_to_reading_list"}, Uses: []Use{{Tool: "add_to_reading_list", Input: "list_name", Value: "Cosy"}}}
	got := fillAll(g, "Find The Name of the Wind by Patrick Rothfuss and add it to my Cosy list.", search, list)
	wantChoice(t, "author", got["author"], "Patrick Rothfuss")
	wantChoice(t, "query", got["query"], "The Name of the Wind")
	// the sentence is the call's as a whole, no lead's words alone: the
	// bedrooms of "3-bed" are the one count it holds
	clean := Call{Tool: "book_clean", Inputs: []Input{str("address", "The street address"), {Name: "bedrooms", Type: "integer", Required: true, Description: "The number of bedrooms"}, str("date", "The date, format: YYYY-MM-DD")}, Open: []string{"address", "bedrooms", "date"}}
	extra := Sequence{Tools: []string{"add_extra"}, Uses: []Use{{Tool: "add_extra", Input: "extra", Value: "oven"}}}
	got = fillAll(g, "3-bed house at 14 Larch Row, 2027-05-02 please, and do the oven too", clean, extra)
	wantChoice(t, "bedrooms", got["bedrooms"], json.Number("3"))
	wantChoice(t, "address", got["address"], "14 Larch Row")
	// in a request of more sentences, the others are as near to the call
	// as before (nestools-0212's voltage, which an anchored lead made the
	// microcontroller's sentence's)
	circuit := Call{Tool: "design_circuit", Inputs: []Input{str("model", "model of the microcontroller used in the circuit"), {Name: "components", Type: "array", Required: true, Description: "list of additional components required", Items: "string"},
		{Name: "voltage", Type: "number", Required: true, Description: "operating voltage of the circuit, default unit: volt"}}, Args: map[string]any{"model": "$var1.controller_model$"}, Open: []string{"components", "voltage"}}
	chip := Sequence{Tools: []string{"select_microcontroller", "test_hardware"}, Uses: []Use{{Tool: "select_microcontroller", Input: "architecture", Value: "ARM"}, {Tool: "select_microcontroller", Input: "cores", Value: json.Number("4")}, {Tool: "select_microcontroller", Input: "clock_speed", Value: json.Number("2.5")}, {Tool: "test_hardware", Input: "test_cases", Value: json.Number("10")}}}
	got = fillAll(g, "I want to use an ARM-based microcontroller with some specific features, ideally one with 4 cores and a clock speed of about 2.5 GHz. Can you help me? After that, provide a reasonable scheme for a 3.3V board based on this microcontroller, resistors and capacitors. After that, I need to determine the rationality of this design, please arrange relevant performance tests, at least 10 test cases.", circuit, chip)
	wantChoice(t, "voltage", got["voltage"], json.Number("3.3"))
}

// A currency sign's prefix of capitals written onto the sign and the
// amount ("NZ$1,240", "US$300") is no name's word: "Pay Aroha Ngata
// NZ$1,240" pays Aroha Ngata, no "Aroha Ngata NZ" (corpus-everyday's
// sheepshearing-0003).
func TestReadCurrencyPrefix(t *testing.T) {
	g := New(Config{})
	for _, req := range []string{"Pay Aroha Ngata NZ$1,240 for the week", "Send Tomas Ruiz US$300 today", "Refund Kim Baek A$45.50"} {
		names := readAs(g, req, func(r *Request, c *Candidate) bool { return c.Kind == Name })
		for _, n := range names {
			if strings.HasSuffix(n, "NZ") || strings.HasSuffix(n, "US") || strings.HasSuffix(n, " A") || n == "A" {
				t.Errorf("%q: read the name %q", req, n)
			}
		}
	}
}

// A shearer, a joiner, a physio are persons by role (Lexicon.PersonInputs):
// "send Gwenno Rees along" gives the visit its shearer (a probe request).
func TestFillTradeRoles(t *testing.T) {
	g := New(Config{})
	str := requiredString
	crew := Call{Tool: "crew", Inputs: []Input{str("visit_id", "Visit ID"), str("shearer", "Shearer")}, Args: map[string]any{"visit_id": "$var1.visit_id$"}, Open: []string{"shearer"}}
	seq := Sequence{Tools: []string{"book_shear"}, Uses: []Use{{Tool: "book_shear", Input: "farm", Value: "Tyddyn Du"}, {Tool: "book_shear", Input: "sheep", Value: json.Number("520")}, {Tool: "book_shear", Input: "date", Value: "2027-06-21"}}}
	got := fillAll(g, "Book 520 sheep at Tyddyn Du on 2027-06-21 and send Gwenno Rees along", crew, seq)
	wantChoice(t, "shearer", got["shearer"], "Gwenno Rees")
}

// Beside a person's name after "for", free, a name after "the" is no
// person's, for an input that takes one: "Book the Badger Divide for Ruth
// Okonjo" gives the rider Ruth Okonjo, no route (corpus-everyday's
// bikepacking-0005; here another trail).
func TestFillTheNameBesideFor(t *testing.T) {
	g := New(Config{})
	str := requiredString
	route := Call{Tool: "book_route", Inputs: []Input{str("rider", "Rider"), str("route", "Route"), {Name: "nights", Type: "integer", Required: true, Description: "Nights"}}, Open: []string{"rider", "route", "nights"}}
	got := fillAll(g, "Book the Cairngorms Loop for Ewan Baird, 5 nights, with the big bags", route, Sequence{Tools: []string{"add_bags"}, Uses: []Use{{Tool: "add_bags", Input: "kit", Value: "big"}}})
	wantChoice(t, "rider", got["rider"], "Ewan Baird")
	if ch := got["route"]; ch.Found && ch.Value != "Cairngorms Loop" {
		t.Errorf("route = %v, want Cairngorms Loop or an ask", ch.Value)
	}
}

// A measure counts no things an integer input names in the plural: "140
// mi" is no number of passengers, "38 people" is (corpus-everyday's
// charterbus-0005; here another party).
func TestFillMeasureCountsNoThings(t *testing.T) {
	g := New(Config{})
	str := requiredString
	quote := Call{Tool: "quote_trip", Inputs: []Input{str("group", "Group"), {Name: "passengers", Type: "integer", Required: true, Description: "Passengers"}, {Name: "miles", Type: "number", Required: true, Description: "Round trip miles"}}, Open: []string{"group", "passengers", "miles"}}
	got := fillAll(g, "Quote the Harbour Ramblers, 52 people, 90 mi, and put Ann Cole on it", quote, Sequence{Tools: []string{"assign_driver"}, Uses: []Use{{Tool: "assign_driver", Input: "driver", Value: "Ann Cole"}}})
	wantChoice(t, "passengers", got["passengers"], json.Number("52"))
	wantChoice(t, "miles", got["miles"], json.Number("90"))
}

// Beside a name after a locative, a person's name is the person's, no
// place's, for an input that takes a person where another takes a place:
// "Open a callout at Tryfan, 1 casualty, reported by Dewi Pritchard"
// (corpus-everyday's mtnrescue-0005; here another hill).
func TestFillPersonBesidePlace(t *testing.T) {
	g := New(Config{})
	str := requiredString
	callout := Call{Tool: "open_callout", Inputs: []Input{str("location", "Location"), {Name: "casualties", Type: "integer", Required: true, Description: "Casualties"}, str("caller", "Caller")}, Open: []string{"location", "casualties", "caller"}}
	got := fillAll(g, "Open a callout at Cnicht, 2 casualties, reported by Nia Howells, then request a helicopter from Caernarfon.", callout, Sequence{Tools: []string{"request_helicopter"}, Uses: []Use{{Tool: "request_helicopter", Input: "base", Value: "Caernarfon"}}})
	wantChoice(t, "caller", got["caller"], "Nia Howells")
	wantChoice(t, "location", got["location"], "Cnicht")
}

// A person's name is the person's, no text's that prefers names (a
// subject, a topic), where an input that takes a person is open too:
// "Enroll Ava Chen in 10th grade for chemistry" (corpus-everyday's
// tutoringcenter-0005; here another pupil).
func TestFillPersonNoSubject(t *testing.T) {
	g := New(Config{})
	str := requiredString
	enroll := Call{Tool: "enroll_student", Inputs: []Input{str("student", "Student"), {Name: "grade", Type: "integer", Required: true, Description: "Grade"}, str("subject", "Subject")}, Open: []string{"student", "grade", "subject"}}
	got := fillAll(g, "Enroll Kofi Mensah in 8th grade for physics and book him with Ms. Lund on Tuesdays.", enroll, Sequence{Tools: []string{"book_tutor"}, Uses: []Use{{Tool: "book_tutor", Input: "tutor", Value: "Ms. Lund"}, {Tool: "book_tutor", Input: "day", Value: "Tuesdays"}}})
	wantChoice(t, "student", got["student"], "Kofi Mensah")
}

// The owner's name inside a name that a verb opens is read without the
// verb too, as the whole is: "Service Hamid Rahimi's Omega Seamaster"
// gives the owner Hamid Rahimi (a probe request; here another watch).
func TestFillOwnerAfterVerb(t *testing.T) {
	g := New(Config{})
	str := requiredString
	service := Call{Tool: "service", Inputs: []Input{str("owner", "Owner"), str("watch", "Watch")}, Args: map[string]any{"watch": "Seiko Presage"}, Open: []string{"owner"}}
	got := fillAll(g, "Service Priya Nair's Seiko Presage", service, Sequence{})
	wantChoice(t, "owner", got["owner"], "Priya Nair")
}

// An input's word right before a name labels that name, no quoted title
// before it, as no name before it: "create 'Practical Welding Safety'
// with instructor Tom Becker" (corpus-everyday's coursehub-0005; here
// another course).
func TestFillCueLabelsNextNotQuoted(t *testing.T) {
	g := New(Config{})
	str := requiredString
	course := Call{Tool: "create_course", Inputs: []Input{str("title", "The title of the course"), str("instructor", "The name of the instructor"), {Name: "weeks", Type: "integer", Required: true, Description: "The length in weeks"}}, Open: []string{"title", "instructor", "weeks"}}
	got := fillAll(g, "Firstly, create 'Forklift Basics' with instructor Rosa Lind, 3 weeks long. Subsequently, enroll ops@depot.com in it.", course, Sequence{Tools: []string{"enroll"}, Uses: []Use{{Tool: "enroll", Input: "email", Value: "ops@depot.com"}}})
	wantChoice(t, "instructor", got["instructor"], "Rosa Lind")
	wantChoice(t, "title", got["title"], "Forklift Basics")
}

// Members of one value set joined by "and" are one value: "a new bell
// rope, red white and blue sally" gives the sally's colours "red white and
// blue", not "blue" (a blind probe request; here other colours and a
// comma).
func TestFillMemberRun(t *testing.T) {
	g := New(Config{})
	str := requiredString
	rope := Call{Tool: "bell_rope", Inputs: []Input{str("church", "Church"), str("sally", "Sally colours")}, Args: map[string]any{"church": "St Mary's"}, Open: []string{"sally"}}
	got := fillAll(g, "St Mary's want a new bell rope, green, gold and black sally", rope, Sequence{})
	wantChoice(t, "sally", got["sally"], "green, gold and black")
	got = fillAll(g, "St Mary's want a new bell rope, red and white sally", rope, Sequence{})
	wantChoice(t, "sally", got["sally"], "red and white")
}

// A number read in the input's unit is still the number another argument
// of the call gives: "30 m of 12 mm manila" gives the rope's metres 30,
// though 12 mm is 0.012 m, since the diameter_mm is 12 (a blind probe
// request; here another rope). Another call may restate it in its own
// unit, so only the call's own arguments count.
func TestFillConvertedArg(t *testing.T) {
	g := New(Config{})
	rope := Call{Tool: "make_rope", Inputs: []Input{requiredString("fibre", "Fibre"), {Name: "metres", Type: "number", Required: true, Description: "Length in metres"}, {Name: "diameter_mm", Type: "integer", Required: true, Description: "Diameter in mm"}},
		Args: map[string]any{"fibre": "hemp", "diameter_mm": json.Number("16")}, Open: []string{"metres"}}
	got := fillAll(g, "45 m of 16 mm hemp please", rope, Sequence{})
	wantChoice(t, "metres", got["metres"], "45")
}

// An adverb between a name that opens a sentence and its verb
// (Lexicon.SubjectAdverbs) leaves the name the subject: "Jasper now
// belongs to Neil Ashby" names the dog (a blind probe request; here
// another dog and another verb), as "Yaw Boateng just passed Rescue
// Diver" names the diver.
func TestFillSubjectAdverb(t *testing.T) {
	g := New(Config{})
	str := requiredString
	transfer := Call{Tool: "transfer", Inputs: []Input{str("dog", "Dog's name"), str("new_owner", "New owner")}, Args: map[string]any{"new_owner": "Neil Ashby"}, Open: []string{"dog"}}
	got := fillAll(g, "Biscuit now lives with Neil Ashby", transfer, Sequence{})
	wantChoice(t, "dog", got["dog"], "Biscuit")
	got = fillAll(g, "Biscuit still belongs to Neil Ashby", transfer, Sequence{})
	wantChoice(t, "dog", got["dog"], "Biscuit")
}

// Once the call's other open inputs are filled, the one value left of the
// request's, every other one given or taken, is the last input's, as it
// is for a call that asks for one input: "Load the Skutt with 4 shelves"
// for an inserted call that loads a kiln (corpus-everyday's kilnfiring-0005;
// here another kiln), where the shelves' 4 is filled first.
func TestFillAccountedAfterFills(t *testing.T) {
	g := New(Config{})
	load := Call{Tool: "load_kiln", Inputs: []Input{requiredString("kiln", "Kiln"), {Name: "shelves", Type: "integer", Required: true, Description: "Shelves"}}, Open: []string{"kiln", "shelves"}}
	seq := Sequence{Tools: []string{"load_kiln", "set_program"}, Uses: []Use{{Tool: "set_program", Input: "cone", Value: "5"}, {Tool: "set_program", Input: "hold_minutes", Value: json.Number("10")}}}
	got := fillAll(g, "Load the Bailey with 6 shelves and set that firing to cone 5 with a 10 minute hold.", load, seq)
	wantChoice(t, "shelves", got["shelves"], "6")
	wantChoice(t, "kiln", got["kiln"], "Bailey")
}

// A verb's -ing form that introduces another value ends the name before
// it, which then stands apart: "Put Lotte Brandt on Competent Crew
// starting 2027-06-21" gives the course Competent Crew once the student
// and the start are filled (a blind probe request; here another course).
func TestFillParticipleEndsName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	enrol := Call{Tool: "enrol", Inputs: []Input{str("student", "Student"), str("course", "Course"), str("start", "Start date, YYYY-MM-DD")}, Open: []string{"student", "course", "start"}}
	seq := Sequence{Tools: []string{"enrol", "certificate"}, Uses: []Use{{Tool: "certificate", Input: "level", Value: "Start Yachting"}}}
	got := fillAll(g, "Put Ola Berg on Day Skipper starting 2027-07-05 and certify her at Start Yachting", enrol, seq)
	wantChoice(t, "student", got["student"], "Ola Berg")
	wantChoice(t, "course", got["course"], "Day Skipper")
}

// "and" that opens a clause joins a value to no other: "Harvest 1.5 kg of
// pak choi from B2 and sell it to Imani Cole" leaves B2 the one value for
// the bed (corpus-everyday's aquaponics-0005; here another bed).
func TestFillAndClauseStandsApart(t *testing.T) {
	g := New(Config{})
	harvest := Call{Tool: "harvest", Inputs: []Input{requiredString("bed", "Grow bed"), requiredString("crop", "Crop"), {Name: "kg", Type: "number", Required: true, Description: "Kg"}},
		Args: map[string]any{"crop": "chard", "kg": json.Number("2")}, Open: []string{"bed"}}
	seq := Sequence{Tools: []string{"harvest", "sell"}, Uses: []Use{{Tool: "sell", Input: "customer", Value: "Tom Reyes"}}}
	got := fillAll(g, "Harvest 2 kg of chard from B4 and sell it to Tom Reyes as a box", harvest, seq)
	wantChoice(t, "bed", got["bed"], "B4")
}

// The one value left once the call's other inputs are filled needs no
// Only of its own: the person's name beside it, which the member took,
// made neither name the one of its kind ("Book Felix Adeyemi a desk in
// the Loft on 2027-03-09" for an inserted booking: corpus-everyday's
// coworkdesk-0005; here another member and zone).
func TestFillAccountedTakenName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	book := Call{Tool: "book_desk", Inputs: []Input{str("member", "Member name"), str("date", "Date, YYYY-MM-DD"), str("zone", "Zone")}, Open: []string{"member", "date", "zone"}}
	seq := Sequence{Tools: []string{"book_desk", "cancel_booking"}}
	got := fillAll(g, "Book Iris Vance a desk in the Annex on 2027-05-11, then cancel that booking.", book, seq)
	wantChoice(t, "member", got["member"], "Iris Vance")
	wantChoice(t, "zone", got["zone"], "Annex")
}

// The verb a sentence opens with joins the name after it to nothing: "Put
// Dale Metcalfe on SV-220" leaves Dale Metcalfe the one value for the
// waller (corpus-everyday's drystonewall-0002; here another waller). After
// a verb the lexicon knows, a code stands apart too ("Install
// lodash@4.17.21"); after an opening word that is none, a code may be of
// what that word names ("Olympia SM3 from Nadia Petrov": the model is
// Olympia SM3), and is asked.
func TestFillOpeningVerbApart(t *testing.T) {
	g := New(Config{})
	str := requiredString
	assign := Call{Tool: "assign_waller", Inputs: []Input{str("survey_id", "Survey ID"), str("waller", "Waller")}, Args: map[string]any{"survey_id": "SV-231"}, Open: []string{"waller"}}
	got := fillAll(g, "Put Ewan Crossley on SV-231", assign, Sequence{})
	wantChoice(t, "waller", got["waller"], "Ewan Crossley")
	install := Call{Tool: "install_package", Inputs: []Input{str("name", "Package name"), str("version", "Version")}, Args: map[string]any{"version": "2.31.0"}, Open: []string{"name"}}
	got = fillAll(g, "Install requests@2.31.0", install, Sequence{})
	wantChoice(t, "name", got["name"], "requests")
	intake := Call{Tool: "intake", Inputs: []Input{str("customer", "Customer"), str("model", "Model")}, Args: map[string]any{"customer": "Nadia Petrov"}, Open: []string{"model"}}
	got = fillAll(g, "Olympia SM3 from Nadia Petrov keys sticking", intake, Sequence{})
	if ch := got["model"]; ch.Found && ch.Value != "Olympia SM3" {
		t.Errorf("model = %v, want Olympia SM3 or an ask", ch.Value)
	}
}

// A verb before a value, by its form or the lexicon, joins it to nothing:
// "PB-2211 gets Apoquel" leaves Apoquel the one value for the drug
// (corpus-everyday's petboarding-0002; here another drug), as "Kindly book
// Llanbedr Showground" leaves the venue.
func TestFillVerbBeforeApart(t *testing.T) {
	g := New(Config{})
	med := Call{Tool: "medication", Inputs: []Input{requiredString("stay_id", "Stay ID"), requiredString("drug", "Drug"), {Name: "dose_mg", Type: "number", Required: true, Description: "Dose in mg"}},
		Args: map[string]any{"stay_id": "PB-2230", "dose_mg": json.Number("5")}, Open: []string{"drug"}}
	got := fillAll(g, "PB-2230 gets Galliprant. Give 5 mg each morning.", med, Sequence{})
	wantChoice(t, "drug", got["drug"], "Galliprant")
}

// "of" alone between capitals is a name's word: "Book the Rotary Club of
// Lyon, 25 visitors, 2027-05-06, with 25 audio guides in English" leaves
// the group the one value left for an inserted call, once the visitors and
// the date are filled (corpus-everyday's hotairmuseum-0005; here another
// club), where "the Brix of the Cabernet" still reads no one name.
func TestFillNameWithOf(t *testing.T) {
	g := New(Config{})
	visit := Call{Tool: "group_visit", Inputs: []Input{requiredString("group", "Group"), {Name: "visitors", Type: "integer", Required: true, Description: "Visitors"}, requiredString("date", "Date, YYYY-MM-DD")},
		Open: []string{"group", "visitors", "date"}}
	got := fillAll(g, "Book the Lions Club of Bergen, 30 visitors, 2027-06-02, with 30 audio guides in Norwegian", visit, Sequence{Tools: []string{"audio_guide"}, Uses: []Use{{Tool: "audio_guide", Input: "guides", Value: json.Number("30")}, {Tool: "audio_guide", Input: "language", Value: "Norwegian"}}})
	wantChoice(t, "group", got["group"], "Lions Club of Bergen")
}

// A number is the one value left for an identifier as a code is: "Found
// a black leather wallet in 308" gives the room 308 when the description
// is given (corpus-everyday's housekeeping-0001; here another room).
func TestFillAccountedNumberID(t *testing.T) {
	g := New(Config{})
	lost := Call{Tool: "log_lost_item", Inputs: []Input{requiredString("room", "Room number"), requiredString("description", "Description")},
		Args: map[string]any{"description": "blue umbrella"}, Open: []string{"room"}}
	got := fillAll(g, "Found a blue umbrella in 412. Please log it.", lost, Sequence{})
	wantChoice(t, "room", got["room"], "412")
}

// Lord and Lady are titles (Lexicon.Titles), no verb a sentence opens
// with: "Lord Pennick's hunting scene has moth damage" gives the owner
// Lord Pennick, not a rival Pennick (a blind probe request; here another
// peer).
func TestFillNobleTitle(t *testing.T) {
	g := New(Config{})
	clean := Call{Tool: "clean", Inputs: []Input{requiredString("owner", "Owner"), requiredString("condition", "Condition")}, Args: map[string]any{"condition": "moth damage"}, Open: []string{"owner"}}
	got := fillAll(g, "Lady Penrose's hunting scene has moth damage", clean, Sequence{})
	wantChoice(t, "owner", got["owner"], "Lady Penrose")
}

// A possessive name whose thing is the subject of a verb opens its
// sentence with no verb: "Nell Fairhurst's wedding quilt has a torn
// border" gives the owner Nell Fairhurst, with no rival "Fairhurst" (a
// blind probe request; here another owner), where "Bump Leo Park's salary"
// still reads "Leo Park" too.
func TestFillPossessedSubject(t *testing.T) {
	g := New(Config{})
	repair := Call{Tool: "repair_quilt", Inputs: []Input{requiredString("owner", "Owner"), requiredString("damage", "Damage")}, Args: map[string]any{"damage": "torn border"}, Open: []string{"owner"}}
	got := fillAll(g, "Ruth Ambler's wedding quilt has a torn border", repair, Sequence{})
	wantChoice(t, "owner", got["owner"], "Ruth Ambler")
	if !slices.Contains(readAs(g, "Bump Leo Park's salary", func(_ *Request, c *Candidate) bool { return c.Kind == Name }), "Leo Park") {
		t.Errorf(`"Bump Leo Park's salary" reads no "Leo Park"`)
	}
}

// What an owner's name owns joins the name to no other value: "Quilt
// Baptist Hearts on Sue Kendall's double" leaves Sue Kendall the one
// value for the customer (a blind probe request; here another quilt). Not
// a day's possessive ("After Sunday's storm hut 31 lost its door" gives no
// "Sunday" for the damage), nor one an article opens, whose 's is the
// name's own ("Make a Trader Joe's list" gives no "Trader Joe").
func TestFillOwnerApart(t *testing.T) {
	g := New(Config{})
	str := requiredString
	longarm := Call{Tool: "longarm", Inputs: []Input{str("customer", "Customer"), str("pattern", "Pattern"), str("size", "Quilt size")}, Args: map[string]any{"pattern": "Feathers", "size": "queen"}, Open: []string{"customer"}}
	got := fillAll(g, "Quilt Feathers on Ada Lowe's queen and bind it in red", longarm, Sequence{Tools: []string{"bind"}, Uses: []Use{{Tool: "bind", Input: "binding", Value: "red"}}})
	wantChoice(t, "customer", got["customer"], "Ada Lowe")
	storm := Call{Tool: "storm_check", Inputs: []Input{str("hut", "Hut"), str("damage", "Damage")}, Args: map[string]any{"hut": "31"}, Open: []string{"damage"}}
	got = fillAll(g, "After Sunday's storm hut 31 lost its door", storm, Sequence{})
	if ch := got["damage"]; ch.Found && ch.Value == "Sunday" {
		t.Errorf("damage = Sunday, want no day")
	}
	list := Call{Tool: "shopping_list", Inputs: []Input{str("store", "Store"), str("recipe_id", "Recipe ID")}, Args: map[string]any{"recipe_id": "RS-2231"}, Open: []string{"store"}}
	got = fillAll(g, "Make a Trader Joe's list for RS-2231.", list, Sequence{})
	if ch := got["store"]; ch.Found && ch.Value == "Trader Joe" {
		t.Errorf(`store = Trader Joe, want "Trader Joe's" or an ask`)
	}
}

// The one value left, once the call's other open inputs are filled,
// weighs as the one value of its kind, as a lone value does: "Book the
// Badger Divide for Ruth Okonjo, 4 nights from 2027-07-10" fills the
// route once the rider has the person's name (here another route). A value
// that overlaps one another input took is that one's, none left: "Schedule
// Tiffany Ng for 2027-08-15 at 18:30" leaves Tiffany Ng for the
// carillonneur once the date and the time have theirs, though the date and
// time written together read as one value too.
func TestFillAccountedWeighsAsOnly(t *testing.T) {
	g := New(Config{})
	str := requiredString
	book := Call{Tool: "book_route", Inputs: []Input{str("rider", "Rider"), str("route", "Route"), {Name: "nights", Type: "integer", Required: true, Description: "Nights"}, {Name: "start", Type: "string", Format: "date", Required: true, Description: "Start date"}}, Open: []string{"rider", "route", "nights", "start"}}
	got := fillAll(g, "Book the Kestrel Loop for Anya Brandt, 3 nights from 2027-05-02, with the lite bags", book, Sequence{Tools: []string{"rent_bags"}, Uses: []Use{{Tool: "rent_bags", Input: "set", Value: "lite"}}})
	wantChoice(t, "rider", got["rider"], "Anya Brandt")
	wantChoice(t, "route", got["route"], "Kestrel Loop")
	recital := Call{Tool: "schedule_recital", Inputs: []Input{str("carillonneur", "Carillonneur"), {Name: "date", Type: "string", Format: "date", Required: true, Description: "Date"}, str("time", "Time")}, Open: []string{"carillonneur", "date", "time"}}
	got = fillAll(g, "Schedule Oskar Lind for 2027-09-04 at 17:00 and add Old Hundredth to that recital.", recital, Sequence{Tools: []string{"add_piece"}, Uses: []Use{{Tool: "add_piece", Input: "piece", Value: "Old Hundredth"}}})
	wantChoice(t, "carillonneur", got["carillonneur"], "Oskar Lind")
}

// An owner's possessive whose thing is another tool's value is that
// value's (the work's composer), no value left for this call: "Hire
// Olusegun Adeyemi on timpani for $520 and send that contract the parts
// for Holst's The Planets" asks the instrument rather than give it
// "Holst" (here another work).
func TestFillOwnedElsewhere(t *testing.T) {
	g := New(Config{})
	str := requiredString
	hire := Call{Tool: "hire_player", Inputs: []Input{str("player", "Player"), str("instrument", "Instrument"), {Name: "fee", Type: "number", Required: true, Description: "Fee in USD"}}, Open: []string{"player", "instrument", "fee"}}
	got := fillAll(g, "Hire Ines Duarte on ophicleide for $450 and send that contract the parts for Elgar's The Apostles.", hire, Sequence{Tools: []string{"send_parts"}, Uses: []Use{{Tool: "send_parts", Input: "piece", Value: "The Apostles"}}})
	wantChoice(t, "player", got["player"], "Ines Duarte")
	if ch := got["instrument"]; ch.Found && ch.Value == "Elgar" {
		t.Errorf("instrument = Elgar, want ophicleide or an ask")
	}
}

// A unit after a number joins a name after it to no other value: "25 kg
// Maris Otter please" leaves Maris Otter the one value for the malt once
// the weight has its 25 (here another malt).
func TestFillNameAfterUnit(t *testing.T) {
	g := New(Config{})
	order := Call{Tool: "order_malt", Inputs: []Input{requiredString("malt", "Malt"), {Name: "kg", Type: "number", Required: true, Description: "Kilograms"}}, Args: map[string]any{"kg": json.Number("40")}, Open: []string{"malt"}}
	got := fillAll(g, "40 kg Golden Promise please", order, Sequence{})
	wantChoice(t, "malt", got["malt"], "Golden Promise")
}

// A name an indefinite article opens is a thing's, no person's: "Build
// Mairi Nic a 15 ft Ness Yawl" gives the customer Mairi Nic and the
// design Ness Yawl (a blind holdout request; here another boat). A name
// that qualifies the word after it is still a person's ("a Taylor Swift
// concert"), and so is one a title opens.
func TestFillIndefiniteName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	build := Call{Tool: "build", Inputs: []Input{str("customer", "Customer"), str("design", "Design"), {Name: "length_ft", Type: "number", Required: true, Description: "Length in feet"}}, Open: []string{"customer", "design", "length_ft"}}
	got := fillAll(g, "Build Ewan Rossi a 12 ft Shetland Skiff and launch it from the Mill Slip on 2027-05-14", build, Sequence{Tools: []string{"launch"}, Uses: []Use{{Tool: "launch", Input: "slipway", Value: "Mill Slip"}, {Tool: "launch", Input: "date", Value: "2027-05-14"}}})
	wantChoice(t, "customer", got["customer"], "Ewan Rossi")
	wantChoice(t, "design", got["design"], "Shetland Skiff")
	r := g.Read("Book a Taylor Swift concert and a Shetland Skiff")
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind == Name && (c.Text == "Taylor Swift") != r.personal(c) && (c.Text == "Taylor Swift" || c.Text == "Shetland Skiff") {
			t.Errorf("%q: personal = %v", c.Text, r.personal(c))
		}
	}
}

// A call built in Go with an int literal reads as the decoded JSON it
// stands for: Args{"kg": 40} marks the request's 40 used as
// Args{"kg": json.Number("40")} does, and both share one cached answer.
func TestFillGoNumbers(t *testing.T) {
	g := New(Config{})
	order := func(kg any) Call {
		return Call{Tool: "order_malt", Inputs: []Input{requiredString("malt", "Malt"), {Name: "kg", Type: "number", Required: true, Description: "Kilograms"}}, Args: map[string]any{"kg": kg}, Open: []string{"malt"}}
	}
	for _, kg := range []any{json.Number("40"), 40, int64(40), uint8(40), float32(40), 40.0} {
		got := fillAll(g, "40 kg of Golden Promise please", order(kg), Sequence{Uses: []Use{{Tool: "mill", Input: "kg", Value: []any{kg}}}})
		wantChoice(t, fmt.Sprintf("malt with kg %T", kg), got["malt"], "Golden Promise")
	}
	args := map[string]any{"kg": 40}
	order2 := order(nil)
	order2.Args = args
	g.Read("40 kg of Golden Promise please").Fill(order2, Sequence{})
	if _, ok := args["kg"].(int); !ok {
		t.Errorf("Fill changed the caller's Args: %T", args["kg"])
	}
}

// A name a quantity measures out is a thing's, no person's: "Cut 250 g of
// Stinking Bishop for Tom Ellery" gives the customer Tom Ellery and the
// cheese Stinking Bishop (a blind holdout request; here another cheese).
// An article is no quantity ("a portrait of Anna Berg" is a person's), and
// an owner's possessive is a person's still.
func TestFillMeasuredOutName(t *testing.T) {
	g := New(Config{})
	str := requiredString
	order := Call{Tool: "cheese_order", Inputs: []Input{str("customer", "Customer"), str("cheese", "Cheese"), {Name: "grams", Type: "number", Required: true, Description: "Grams"}}, Open: []string{"customer", "cheese", "grams"}}
	got := fillAll(g, "Cut 400 g of Cornish Blue for Ada Marsh and log that it was too salty on that order", order, Sequence{Tools: []string{"complaint"}, Uses: []Use{{Tool: "complaint", Input: "issue", Value: "too salty"}}})
	wantChoice(t, "customer", got["customer"], "Ada Marsh")
	wantChoice(t, "cheese", got["cheese"], "Cornish Blue")
	r := g.Read("Paint a portrait of Anna Berg and 300 copies of Marisol Vega's album")
	for i := range r.cands {
		if c := &r.cands[i]; c.Kind == Name && (c.Text == "Anna Berg" || c.Text == "Marisol Vega's" || c.Text == "Marisol Vega") && r.measuredOut(c) {
			t.Errorf("%q: measured out", c.Text)
		}
	}
}

// A map's scale is a ratio, no time and no lost value: "the Malvern Hills
// at 1:10000" gives the scale 1:10000 as written (a blind request; here
// another area), as "16:9" is an aspect ratio. A second number of two
// digits is a time's minutes still ("1:50").
func TestFillMapScale(t *testing.T) {
	g := New(Config{})
	str := requiredString
	commission := Call{Tool: "commission_map", Inputs: []Input{str("client", "Client"), str("area", "Area"), str("scale", "Scale, e.g. 1:25000")}, Args: map[string]any{"client": "Ledbury Ramblers", "area": "Black Mountains"}, Open: []string{"scale"}}
	got := fillAll(g, "Ledbury Ramblers want the Black Mountains at 1:50000", commission, Sequence{})
	wantChoice(t, "scale", got["scale"], "1:50000")
	for w, want := range map[string]bool{"1:50000": true, "1:250": true, "16:9": true, "1:50": false, "10:30": false} {
		if isRatio(w) != want {
			t.Errorf("isRatio(%q) = %v, want %v", w, !want, want)
		}
	}
}

// A name, a comma and a person's whole name after it are no name written
// family name first: "Bramble, Lucy Ferris's spaniel" reads no "Bramble,
// Lucy" (a blind request), where "Okafor, Chidi" is one.
func TestReadInvertedRunsOn(t *testing.T) {
	g := New(Config{})
	inverted := func(_ *Request, c *Candidate) bool { return c.inverted }
	if got := readAs(g, "Bramble, Lucy Ferris's spaniel, for 6 nights", inverted); len(got) > 0 {
		t.Errorf("read %q as inverted names", got)
	}
	if got := readAs(g, "Board Okafor, Chidi for 6 nights", inverted); !slices.Contains(got, "Okafor, Chidi") {
		t.Errorf(`"Okafor, Chidi" not read: %q`, got)
	}
}

// A word of Lexicon.UnitModifiers after a count is no part of the thing it
// counts: "VB-115 wants 6 extra lemons" gives the item "lemons" (a blind
// request gave "extra lemons", a wrong value; here another fruit).
func TestFillCountedAfterModifier(t *testing.T) {
	g := New(Config{})
	add := Call{Tool: "add_item", Inputs: []Input{requiredString("box_id", "Box ID"), requiredString("item", "Item"), {Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}}, Args: map[string]any{"box_id": "VB-310", "quantity": json.Number("4")}, Open: []string{"item"}}
	got := fillAll(g, "VB-310 wants 4 extra avocados", add, Sequence{})
	wantChoice(t, "item", got["item"], "avocados")
}

// A string input whose name or description ends in "day", with no date's
// format, takes a weekday's name: "Medium box for Carys Lloyd on Fridays"
// gives the delivery day Friday (a blind request; here another day). A
// date written for it is still taken.
func TestFillDayOnly(t *testing.T) {
	g := New(Config{})
	box := Call{Tool: "veg_box", Inputs: []Input{requiredString("customer", "Customer"), requiredString("size", "Box size"), requiredString("day", "Delivery day")}, Args: map[string]any{"customer": "Aled Price", "size": "small"}, Open: []string{"day"}}
	wantChoice(t, "day", fillAll(g, "Small box for Aled Price on Wednesdays", box, Sequence{})["day"], "Wednesday")
	wantChoice(t, "day", fillAll(g, "Small box for Aled Price from 2027-03-05", box, Sequence{})["day"], "2027-03-05")
}

// A number written as a count of multiples gives an input counted in that
// multiple the count: "send her 2 dozen eggs every week" is 2 for a
// "dozen" input (a blind request gave 24, a wrong value), and still 24
// for a count of eggs.
func TestFillCountOfMultiples(t *testing.T) {
	g := New(Config{})
	eggs := func(name, desc string) Call {
		return Call{Tool: "egg_delivery", Inputs: []Input{requiredString("customer", "Customer"), {Name: name, Type: "integer", Required: true, Description: desc}}, Args: map[string]any{"customer": "Ada Marsh"}, Open: []string{name}}
	}
	q := "Send Ada Marsh 4 dozen eggs every week"
	wantChoice(t, "dozen", fillAll(g, q, eggs("dozen", "Dozen"), Sequence{})["dozen"], json.Number("4"))
	wantChoice(t, "eggs", fillAll(g, q, eggs("eggs", "Number of eggs"), Sequence{})["eggs"], json.Number("48"))
}

// In a request of one sentence, a clause after the call's last is the
// call's too, unless a clause word opens it: "Table for 6 at 21:15, name
// of Ashworth" gives the guest (a blind request; here another name). A
// value reached only so is whole: no word but a function word runs on
// from it in its clause ("title it HN thread" gives no title "HN"), and
// for an input that takes no place it follows no locative ("signal
// failure at Doncaster" is no reason's Doncaster).
func TestFillTrailingClause(t *testing.T) {
	g := New(Config{})
	table := Call{Tool: "reserve_table", Inputs: []Input{requiredString("guest", "Guest"), {Name: "party", Type: "integer", Required: true, Description: "Party"}, requiredString("time", "Time, HH:MM")},
		Args: map[string]any{"party": json.Number("4"), "time": "20:30"}, Open: []string{"guest"}}
	wantChoice(t, "guest", fillAll(g, "Table for 4 at 20:30, name of Whitcombe", table, Sequence{})["guest"], "Whitcombe")
	wantChoice(t, "guest, then", fillAll(g, "Table for 4 at 20:30, then Whitcombe", table, Sequence{})["guest"], nil)
	cancel := Call{Tool: "cancel_service", Inputs: []Input{requiredString("train", "Train"), requiredString("reason", "Reason")}, Args: map[string]any{"train": "1S42"}, Open: []string{"reason"}}
	wantChoice(t, "reason", fillAll(g, "Cancel 1S42, points failure at Retford.", cancel, Sequence{})["reason"], nil)
	mark := Call{Tool: "bookmark", Inputs: []Input{requiredString("url", "URL"), requiredString("title", "Title")}, Args: map[string]any{"url": "https://news.example.com/item?id=98765"}, Open: []string{"title"}}
	wantChoice(t, "title", fillAll(g, "Save this link: https://news.example.com/item?id=98765, title it FT piece", mark, Sequence{})["title"], nil)
}

// A night is a day as Lexicon.DayWords has it: "Get Miles Okafor in on
// Thursday for £180" gives a pianist's night (a blind request; here
// another), as "tuesday league" gives a bowling league's night.
func TestFillNightOnly(t *testing.T) {
	g := New(Config{})
	gig := Call{Tool: "book_pianist", Inputs: []Input{requiredString("pianist", "Pianist"), requiredString("night", "Night"), {Name: "fee", Type: "number", Required: true, Description: "Fee in GBP"}},
		Args: map[string]any{"pianist": "Ruth Abara", "fee": json.Number("150")}, Open: []string{"night"}}
	wantChoice(t, "night", fillAll(g, "Get Ruth Abara in on Tuesday for £150", gig, Sequence{})["night"], "Tuesday")
}

// A verb of Lexicon.SubjectVerbs after a name that opens the request makes
// the name the subject, whole: "Kerry Blake leads CT-88" gives the leader
// Kerry Blake (a blind request; here another), as "Fern Ashby hosts on
// 2027-05-20" gives the host, where "Kerry" might have been the verb.
func TestFillSubjectVerbWhole(t *testing.T) {
	g := New(Config{})
	lead := Call{Tool: "assign_leader", Inputs: []Input{requiredString("trip_id", "Trip ID"), requiredString("leader", "Leader")}, Args: map[string]any{"trip_id": "CT-41"}, Open: []string{"leader"}}
	wantChoice(t, "leader", fillAll(g, "Dana Pryor leads CT-41", lead, Sequence{})["leader"], "Dana Pryor")
}

// A street's name, a comma and a town's is an address written with no
// house number: "deliver it to Fore Street, Polperro" gives the address
// whole (a blind request gave "Fore Street", a wrong value; here
// another). Two words after the comma may be a person's: no town.
func TestFillStreetAndTown(t *testing.T) {
	g := New(Config{})
	deliver := Call{Tool: "deliver", Inputs: []Input{requiredString("job_id", "Job ID"), requiredString("address", "Delivery address")}, Args: map[string]any{"job_id": "FJ-301"}, Open: []string{"address"}}
	wantChoice(t, "address", fillAll(g, "Deliver FJ-301 to Harbour Road, Looe", deliver, Sequence{})["address"], "Harbour Road, Looe")
	if got := fillAll(g, "Deliver FJ-301 to Harbour Road, Mary Penrose", deliver, Sequence{})["address"]; got.Found && got.Value == "Harbour Road, Mary Penrose" {
		t.Errorf("address: %v, want no person's name as a town", got.Value)
	}
}

// A bench is a position as a bed or a stall is (Lexicon.PositionLabels):
// "bench 4 had mealybug" gives the bench "4" (a blind request; here
// another).
func TestFillBenchLabel(t *testing.T) {
	g := New(Config{})
	treat := Call{Tool: "treat", Inputs: []Input{requiredString("bench", "Bench"), requiredString("product", "Product")}, Args: map[string]any{"product": "insecticidal soap"}, Open: []string{"bench"}}
	wantChoice(t, "bench", fillAll(g, "bench 9 had thrips, used insecticidal soap", treat, Sequence{})["bench"], "9")
}

// A name written family name first does not open inside a whole name:
// "Foot passenger ticket for Moira Gunn, Mallaig to Armadale" reads no
// "Gunn, Mallaig" (a blind request; here others), where "Board Okafor,
// Chidi" reads one after the sentence's verb.
func TestReadInvertedOutOfName(t *testing.T) {
	g := New(Config{})
	inverted := func(_ *Request, c *Candidate) bool { return c.inverted }
	if got := readAs(g, "Day ticket for Ewan Rankin, Oban to Kerrera", inverted); len(got) > 0 {
		t.Errorf("read %q as inverted names", got)
	}
	if got := readAs(g, "Board Okafor, Chidi for 6 nights", inverted); !slices.Contains(got, "Okafor, Chidi") {
		t.Errorf(`"Okafor, Chidi" not read: %q`, got)
	}
}

// A name that a particle joins ("Hounds of Love") after the sentence's
// capitalized first word is read without that word too, which may be the
// verb: "Keep Hounds of Love aside for Dilys Price" gave the title "Keep
// Hounds of Love" (a blind request, a wrong value; here another).
func TestReadVerbBeforeJoinedName(t *testing.T) {
	g := New(Config{})
	whole := func(_ *Request, c *Candidate) bool { return c.Kind == Name && !c.tail } // a rival of the whole, no part of it
	if got := readAs(g, "Keep Songs of Praise aside for Ada Lowe", whole); !slices.Contains(got, "Songs of Praise") {
		t.Errorf(`"Songs of Praise" not read as a name of its own: %q`, got)
	}
}

// A sum of money after a person's name that the sentence's first word
// opens makes that word the verb: "Offer Terry Walsh £300 for his 180 jazz
// LPs" gives the seller Terry Walsh (a blind request; here another).
func TestFillVerbBeforeNameAndSum(t *testing.T) {
	g := New(Config{})
	buy := Call{Tool: "buy_collection", Inputs: []Input{requiredString("seller", "Seller"), {Name: "records", Type: "integer", Required: true, Description: "Records"}, {Name: "offer", Type: "number", Required: true, Description: "Offer in GBP"}},
		Args: map[string]any{"records": json.Number("60"), "offer": json.Number("90")}, Open: []string{"seller"}}
	wantChoice(t, "seller", fillAll(g, "Offer Maggie Doyle £90 for her 60 folk LPs", buy, Sequence{})["seller"], "Maggie Doyle")
}

// A route is written as its two ends, two names "to" joins
// (Lexicon.RouteInputs): "Put AB12 CDE on Oban to Craignure" gives the
// route whole (a blind request; here another), as "the guided trip up the
// Fal to Malpas" does a trip's.
func TestFillRouteEnds(t *testing.T) {
	g := New(Config{})
	crossing := Call{Tool: "book_crossing", Inputs: []Input{requiredString("booking", "Booking"), requiredString("route", "Route")}, Args: map[string]any{"booking": "FR-120"}, Open: []string{"route"}}
	wantChoice(t, "route", fillAll(g, "Move FR-120 to Tarbert to Portavadie", crossing, Sequence{})["route"], "Tarbert to Portavadie")
}

// A shift is a part of the day (Lexicon.ValueSets): "Rafe Dunmore takes
// the afternoon shift" gives the shift (a blind request; here another),
// as the corpus's "Kevin Moss can do the afternoon shift" does.
func TestFillShiftMember(t *testing.T) {
	g := New(Config{})
	roster := Call{Tool: "roster_lifeguard", Inputs: []Input{requiredString("lifeguard", "Lifeguard"), requiredString("shift", "Shift")}, Args: map[string]any{"lifeguard": "Owen Pike"}, Open: []string{"shift"}}
	wantChoice(t, "shift", fillAll(g, "Owen Pike takes the morning shift", roster, Sequence{})["shift"], "morning")
}

// Beside a person's name that stands free, a name after "the" is no
// person's: "Fit Amara Obi in the Jenny Packham Eden on 2027-06-19" gives
// the bride Amara Obi, though the dress's name is shaped as a person's
// (a blind request; here another), as "Book the Badger Divide for Ruth
// Okonjo" does with a name after "for".
func TestFillTheNameBesideFreePerson(t *testing.T) {
	g := New(Config{})
	fit := Call{Tool: "fit_dress", Inputs: []Input{requiredString("bride", "Bride"), requiredString("dress", "Dress"), requiredString("date", "Date, YYYY-MM-DD")}, Args: map[string]any{"date": "2027-07-03"}, Open: []string{"bride"}}
	wantChoice(t, "bride", fillAll(g, "Fit Keziah Moss in the Vera Wang Amelia on 2027-07-03", fit, Sequence{})["bride"], "Keziah Moss")
}

// Brothers, sisters and twins after "the" and a family name are one party
// as a family is (Lexicon.HouseholdWords): "Dryer for the Pritchard
// brothers on the 3rd of September 2027" gives the farmer (a blind
// request; here others).
func TestFillSiblingsParty(t *testing.T) {
	g := New(Config{})
	dryer := Call{Tool: "book_dryer", Inputs: []Input{requiredString("farmer", "Farmer"), requiredString("date", "Date, YYYY-MM-DD")}, Args: map[string]any{"date": "2027-08-20"}, Open: []string{"farmer"}}
	wantChoice(t, "farmer", fillAll(g, "Dryer for the Vaughan sisters on 2027-08-20", dryer, Sequence{})["farmer"], "Vaughan sisters")
}

// A description's form beats the name's word: a deadline described as
// "Deliver by, HH:MM" is a time of the day, no date-time, so "by 11:00"
// gives it (a blind request; here another time).
func TestFillDeadlineClock(t *testing.T) {
	g := New(Config{})
	pickup := Call{Tool: "book_pickup", Inputs: []Input{requiredString("sender", "Sender"), requiredString("deadline", "Deliver by, HH:MM")}, Args: map[string]any{"sender": "Marlowe Print"}, Open: []string{"deadline"}}
	wantChoice(t, "deadline", fillAll(g, "Pick up from Marlowe Print by 13:30", pickup, Sequence{})["deadline"], "13:30")
}

// A paper's weight in gsm is a measure (Lexicon.UnitClasses' grammage),
// no count: "Print 1200 flyers on 130gsm gloss" gives the copies 1200
// (a blind request; here others), where 130 was a rival before.
func TestFillGrammageNoCount(t *testing.T) {
	g := New(Config{})
	job := Call{Tool: "print_job", Inputs: []Input{requiredString("client", "Client"), {Name: "copies", Type: "integer", Required: true, Description: "Copies"}, requiredString("paper", "Paper stock")},
		Args: map[string]any{"client": "Fernhill Press"}, Open: []string{"copies", "paper"}}
	wantChoice(t, "copies", fillAll(g, "Print 300 posters on 200gsm silk for Fernhill Press", job, Sequence{})["copies"], json.Number("300"))
}

// A kiln's cone is labelled as a level is (Lexicon.PositionLabels): "Zara
// Pike wants the big Skutt at cone 6" gives the cone "6" (a blind
// request; here another), as the corpus's "PG-0312: 2 shelves at cone 6"
// does.
func TestFillConeLabel(t *testing.T) {
	g := New(Config{})
	kiln := Call{Tool: "book_kiln", Inputs: []Input{requiredString("potter", "Potter"), requiredString("cone", "Cone")}, Args: map[string]any{"potter": "Rhod Ellis"}, Open: []string{"cone"}}
	wantChoice(t, "cone", fillAll(g, "Rhod Ellis wants a glaze firing at cone 8", kiln, Sequence{})["cone"], "8")
}

// Digits alone are the form of an identifier its description calls a
// number ("Locker number"): "Reset 118 to 4071" gives the locker 118, as
// "Balance on acct 1200" an account (corpus asks before; here others). A
// number inside a longer name is that name's ("Appraise Scott 292", "Put
// 7828 Odney Manor on HC-118").
func TestFillDigitsForNumberedID(t *testing.T) {
	g := New(Config{})
	reset := Call{Tool: "reset_combo", Inputs: []Input{requiredString("locker", "Locker number"), requiredString("combo", "New combination")}, Args: map[string]any{"combo": "5521"}, Open: []string{"locker"}}
	wantChoice(t, "locker", fillAll(g, "Reset 204 to 5521", reset, Sequence{})["locker"], "204")
	loco := Call{Tool: "assign_loco", Inputs: []Input{requiredString("charter_id", "Charter ID"), requiredString("locomotive", "Locomotive number")}, Args: map[string]any{"charter_id": "HC-120"}, Open: []string{"locomotive"}}
	if got := fillAll(g, "Put 6960 Raveningham Hall on HC-120.", loco, Sequence{})["locomotive"]; got.Found && got.Value == "6960" {
		t.Errorf("locomotive: %v, want no number cut out of its name", got.Value)
	}
	stamp := Call{Tool: "appraise", Inputs: []Input{requiredString("stamp", "Stamp catalog number"), requiredString("grade", "Grade")}, Args: map[string]any{"grade": "F"}, Open: []string{"stamp"}}
	if got := fillAll(g, "Appraise Gibbons 481, grade F.", stamp, Sequence{})["stamp"]; got.Found && got.Value == "481" {
		t.Errorf("stamp: %v, want no number cut out of its name", got.Value)
	}
}

// A pitch and a line are positions a label names (Lexicon.PositionLabels):
// "3 bags of logs to pitch 9" gives the pitch, "Put Hazy Harbour on line
// 4" the tap line (blind requests; here others), as the corpus's
// "Schedule C line 31" does a form's line.
func TestFillPitchAndLineLabels(t *testing.T) {
	g := New(Config{})
	logs := Call{Tool: "sell_firewood", Inputs: []Input{requiredString("pitch", "Pitch"), {Name: "bags", Type: "integer", Required: true, Description: "Bags"}}, Args: map[string]any{"bags": json.Number("2")}, Open: []string{"pitch"}}
	wantChoice(t, "pitch", fillAll(g, "2 bags of kindling to pitch 31", logs, Sequence{})["pitch"], "31")
	tap := Call{Tool: "tap_keg", Inputs: []Input{requiredString("beer", "Beer"), requiredString("line", "Tap line")}, Args: map[string]any{"beer": "Dark Mild"}, Open: []string{"line"}}
	wantChoice(t, "line", fillAll(g, "Put Dark Mild on line 6", tap, Sequence{})["line"], "6")
}

// A demonym that qualifies the word after it is no value, so it leaves
// the one value left alone: "Send lot 1142 to Harding & Rowe for French
// polishing" gives the restorer (a blind request; here others), as
// NesTools' "the Spanish verb" and "Chinese food" give theirs.
func TestFillQualifyingDemonymNoValueLeft(t *testing.T) {
	g := New(Config{})
	restore := Call{Tool: "restore", Inputs: []Input{requiredString("lot", "Lot number"), requiredString("restorer", "Restorer")}, Args: map[string]any{"lot": "2210"}, Open: []string{"restorer"}}
	wantChoice(t, "restorer", fillAll(g, "Send lot 2210 to Pryce & Vaughan for Dutch gilding", restore, Sequence{})["restorer"], "Pryce & Vaughan")
}

// A person's name that an address places right after it is the person's,
// no place, though a locative opens it: "Go out to Sam Reid at 4 Elm
// Close by 08:45" gives the customer and the address of an inserted
// callout (a blind request; here another).
func TestFillPlacedPerson(t *testing.T) {
	g := New(Config{})
	callout := Call{Tool: "callout", Inputs: []Input{requiredString("customer", "Customer"), requiredString("address", "Address"), requiredString("eta", "ETA, HH:MM")}, Open: []string{"customer", "address", "eta"}}
	got := fillAll(g, "Lockout callout to Ruth Okafor at 12 Mill Lane, there by 09:30", callout, Sequence{})
	wantChoice(t, "customer", got["customer"], "Ruth Okafor")
	wantChoice(t, "address", got["address"], "12 Mill Lane")
}

// The thing a verb gives a person, written in lowercase, is the value of
// the text input that takes it: "Rent Jess Moyo a tandem for 2 hours"
// gives the bike (a blind request; here others). The tool's own thing is
// no value: "Book Ana Ruiz a fitting" gives no garment; nor is the input's
// own word: "Rent Tomas Berg a boat" gives no boat.
func TestFillGivenThing(t *testing.T) {
	g := New(Config{})
	rent := Call{Tool: "rent_boat", Inputs: []Input{requiredString("renter", "Renter"), requiredString("boat", "Boat"), {Name: "hours", Type: "number", Required: true, Description: "Hours"}}, Open: []string{"renter", "boat", "hours"}}
	got := fillAll(g, "Rent Tomas Berg a sit-on-top for 3 hours", rent, Sequence{})
	wantChoice(t, "renter", got["renter"], "Tomas Berg")
	wantChoice(t, "boat", got["boat"], "sit-on-top")
	order := Call{Tool: "make_hat", Inputs: []Input{requiredString("customer", "Customer"), requiredString("style", "Style"), {Name: "size_cm", Type: "number", Required: true, Description: "Head size, cm"}}, Open: []string{"customer", "style", "size_cm"}}
	wantChoice(t, "style", fillAll(g, "Make Mr Osei a trilby in 58 cm", order, Sequence{})["style"], "trilby")
	fitting := Call{Tool: "book_fitting", Inputs: []Input{requiredString("customer", "Customer"), requiredString("garment", "Garment")}, Args: map[string]any{"customer": "Ana Ruiz"}, Open: []string{"garment"}}
	if c := fillAll(g, "Book Ana Ruiz a fitting", fitting, Sequence{})["garment"]; c.Found {
		t.Errorf("garment: %v, want an ask: a fitting is the tool's own thing", c.Value)
	}
	if c := fillAll(g, "Rent Tomas Berg a boat for 3 hours", rent, Sequence{})["boat"]; c.Found {
		t.Errorf("boat: %v, want an ask: a boat is the input's own word", c.Value)
	}
}

// A unit word right after a number is the number's unit, no ordinal of
// its own: "a 12.9 second standing lap" holds 12.9 seconds and no "second"
// (2), though "Leak in 210, second floor" holds the floor's ordinal (a
// blind request; here others).
func TestReadUnitNoOrdinal(t *testing.T) {
	g := New(Config{})
	ordinals := func(r *Request, c *Candidate) bool { return c.Kind == Number && c.ord }
	if got := readAs(g, "Ana Ruiz rode a 12.9 second standing lap", ordinals); len(got) > 0 {
		t.Errorf("ordinals: %q, want none: the unit of 12.9", got)
	}
	if got := readAs(g, "Damp patch in 114, second floor", ordinals); len(got) != 1 {
		t.Errorf("ordinals: %q, want the floor's", got)
	}
}

// What a verb makes its object, written in lowercase after "it", is the
// value of the free text input that takes it: "make it simultaneous"
// gives the mode (a blind request; here others), as the corpus's "varnish
// it amber" gives the colour. A particle is none ("book it in"), nor a
// word that a preposition goes on from ("label it best before ...").
func TestFillComplement(t *testing.T) {
	g := New(Config{})
	stain := Call{Tool: "stain", Inputs: []Input{requiredString("job_id", "Job ID"), requiredString("colour", "Colour")}, Args: map[string]any{"job_id": "CH-2207"}, Open: []string{"colour"}}
	wantChoice(t, "colour", fillAll(g, "Sand CH-2207 and stain it walnut", stain, Sequence{})["colour"], "walnut")
	for _, q := range []string{"Sand CH-2207 and stain it again", "Sand CH-2207 and stain it dark before 2027-01-09"} {
		if c := fillAll(g, q, stain, Sequence{})["colour"]; c.Found {
			t.Errorf("%q: colour %v, want an ask", q, c.Value)
		}
	}
}

// Two words shaped as a vehicle's registration (Lexicon.PlateShapes) are
// one code, the value of an input that asks for one (Lexicon.PlateWords):
// "Book FG70 MNB in at CF10 3AT" gives the registration and the postcode
// (a blind request; here others), as the corpus's "Tracking on YD22 NMC"
// gives its tyre job's.
func TestFillPlateWords(t *testing.T) {
	g := New(Config{})
	book := Call{Tool: "book_repair", Inputs: []Input{requiredString("registration", "Vehicle registration"), requiredString("postcode", "Postcode"), requiredString("date", "Date, YYYY-MM-DD")}, Open: []string{"registration", "postcode", "date"}}
	got := fillAll(g, "Book repair: KP21 WZL at LS6 2QT on 2027-05-04", book, Sequence{})
	wantChoice(t, "registration", got["registration"], "KP21 WZL")
	wantChoice(t, "postcode", got["postcode"], "LS6 2QT")
	tracking := Call{Tool: "tracking", Inputs: []Input{requiredString("reg", "Reg"), requiredString("date", "Date, YYYY-MM-DD")}, Args: map[string]any{"date": "2027-05-04"}, Open: []string{"reg"}}
	wantChoice(t, "reg", fillAll(g, "Tracking on MK19 TRE, Tuesday 2027-05-04", tracking, Sequence{})["reg"], "MK19 TRE")
}

// A flight's number written as two words (Lexicon.FlightShapes) is one
// value for an input that takes a flight (Lexicon.FlightInputs): "Meet
// Sofia Rossi off BA 2491" gives the flight (a blind request; here
// another), written as the description's example writes one ("e.g.
// BA117": joined). A state's code and a ZIP code are no flight.
func TestFillFlightWords(t *testing.T) {
	g := New(Config{})
	meet := Call{Tool: "meet_greet", Inputs: []Input{requiredString("flight", "Flight number"), requiredString("passenger", "Passenger")}, Args: map[string]any{"passenger": "Ines Duarte"}, Open: []string{"flight"}}
	wantChoice(t, "flight", fillAll(g, "Meet Ines Duarte off EI 154 at Terminal 2", meet, Sequence{})["flight"], "EI 154")
	status := Call{Tool: "flight_status", Inputs: []Input{requiredString("flight_number", "Flight number, e.g. BA117"), requiredString("date", "Date, YYYY-MM-DD")}, Args: map[string]any{"date": "2027-01-04"}, Open: []string{"flight_number"}}
	wantChoice(t, "flight_number", fillAll(g, "Status of U2 8012 on 2027-01-04", status, Sequence{})["flight_number"], "U28012")
	mail := Call{Tool: "mail", Inputs: []Input{requiredString("city", "City"), requiredString("zip", "ZIP code")}, Args: map[string]any{"city": "Albany"}, Open: []string{"zip"}}
	wantChoice(t, "zip", fillAll(g, "Mail it to Albany, NY 12207", mail, Sequence{})["zip"], "12207")
}

// A note that opens its sentence is a fragment all the same, its first
// word capitalized for its place alone and written lowercase: "Lower back
// pain, Tess Morley, 2027-04-14" gives the complaint (a blind request;
// here another). A preposition opens none ("Upon completion, ...").
func TestFillOpeningFragment(t *testing.T) {
	g := New(Config{})
	book := Call{Tool: "book_session", Inputs: []Input{requiredString("client", "Client"), requiredString("complaint", "Presenting complaint"), requiredString("date", "Date, YYYY-MM-DD")},
		Args: map[string]any{"client": "Aled Price", "date": "2027-02-03"}, Open: []string{"complaint"}}
	wantChoice(t, "complaint", fillAll(g, "Stiff neck, Aled Price, 2027-02-03", book, Sequence{})["complaint"], "stiff neck")
	if c := fillAll(g, "Upon arrival, Aled Price, 2027-02-03", book, Sequence{})["complaint"]; c.Found {
		t.Errorf("complaint: %v, want an ask: a preposition opens no note", c.Value)
	}
}

// A focus is a topic (Lexicon.TopicWords): the plain phrase after "on"
// is its value, "she wants to focus on sleep" (a blind request; here
// another).
func TestFillFocusTopic(t *testing.T) {
	g := New(Config{})
	book := Call{Tool: "book", Inputs: []Input{requiredString("client", "Client"), requiredString("focus", "Focus area"), requiredString("time", "Time, HH:MM")},
		Args: map[string]any{"client": "Ana Ruiz", "time": "10:00"}, Open: []string{"focus"}}
	wantChoice(t, "focus", fillAll(g, "Book Ana Ruiz for 10:00 focusing on stress", book, Sequence{})["focus"], "stress")
}

// A colon after an address's town closes it as a comma does, and a
// place's name after a comma is no form's label before the colon: "9 Mill
// Lane, Hebden Bridge: hip-to-gable ..." gives the whole address (a blind
// request; here another). A form's label after a comma follows a field.
// A subject's verb after the town closes it too ("at 5 Kiln Lane, Burslem
// has curved stairs").
func TestFillAddressBeforeColon(t *testing.T) {
	g := New(Config{})
	apply := Call{Tool: "building_control", Inputs: []Input{requiredString("address", "Property address"), requiredString("description", "Description of the work")},
		Args: map[string]any{"description": "rear dormer"}, Open: []string{"address"}}
	wantChoice(t, "address", fillAll(g, "Building control for 14 Quarry Road, Stoke Gabriel: rear dormer", apply, Sequence{})["address"], "14 Quarry Road, Stoke Gabriel")
	wantChoice(t, "address", fillAll(g, "Building control for 14 Quarry Road, Totnes; rear dormer", apply, Sequence{})["address"], "14 Quarry Road, Totnes")
	survey := Call{Tool: "home_survey", Inputs: []Input{requiredString("client", "Client name"), requiredString("address", "Address")}, Args: map[string]any{"client": "Mr Alf Greaves"}, Open: []string{"address"}}
	wantChoice(t, "address before a verb", fillAll(g, "Mr Alf Greaves at 12 Pit Lane, Longton needs a survey", survey, Sequence{})["address"], "12 Pit Lane, Longton")
	account := Call{Tool: "create_account", Inputs: []Input{requiredString("name", "Full name"), requiredString("team", "Team")}, Args: map[string]any{"name": "Ada Lowe"}, Open: []string{"team"}}
	wantChoice(t, "team", fillAll(g, "Name: Ada Lowe, Team: Platform Ops", account, Sequence{})["team"], "Platform Ops")
}

// A signed number's description says what makes it negative ("negative
// to let out"): that word before the number makes it negative, as a
// decline does ("let the sleeves out 1 cm" is -1; a blind request, here
// others).
func TestFillNegativeCue(t *testing.T) {
	g := New(Config{})
	alter := Call{Tool: "take_in", Inputs: []Input{requiredString("garment", "Garment"), {Name: "cm", Type: "number", Required: true, Description: "Centimetres; negative to let out"}},
		Args: map[string]any{"garment": "waistcoat"}, Open: []string{"cm"}}
	wantChoice(t, "let out", fillAll(g, "Let the waistcoat out 2 cm", alter, Sequence{})["cm"], -2)
	wantChoice(t, "take in", fillAll(g, "Take the waistcoat in 2 cm", alter, Sequence{})["cm"], 2)
	shift := Call{Tool: "transpose", Inputs: []Input{requiredString("song", "Song"), {Name: "semitones", Type: "integer", Required: true, Description: "Semitones, negative to lower"}},
		Args: map[string]any{"song": "Jolene"}, Open: []string{"semitones"}}
	wantChoice(t, "lower", fillAll(g, "Play Jolene but lower it 3 semitones", shift, Sequence{})["semitones"], -3)
}

// An inserted call leaves its optional inputs open too; where the request
// states none of them, the one required input left takes the value left,
// as the one input open does: "Post a pharmacist shift at Hale Pharmacy
// ..." gives the practice though the hourly rate is open (a blind
// request; here another), and the one name the patient's, though an
// optional guardian's name is open (the corpus's orthodontics-0005).
func TestFillLastRequired(t *testing.T) {
	g := New(Config{})
	inputs := []Input{requiredString("practice", "Practice or hospital name"), requiredString("role", "Role, e.g. GP, pharmacist"), requiredString("date", "Shift date, YYYY-MM-DD"),
		{Name: "hours", Type: "number", Required: true, Description: "Shift length in hours"}, {Name: "rate", Type: "number", Description: "Hourly rate in pounds"}}
	post := Call{Tool: "post_shift", Inputs: inputs, Open: []string{"practice", "role", "date", "hours", "rate"}}
	wantChoice(t, "practice", fillAll(g, "Post a locum pharmacist shift at Oakfield Surgery for 2027-05-11, 4 hours", post, Sequence{})["practice"], "Oakfield Surgery")
	patient := Call{Tool: "new_patient", Inputs: []Input{requiredString("name", "Patient's full name"), {Name: "age", Type: "integer", Required: true, Description: "Age in years"}, {Name: "guardian", Type: "string", Description: "Parent or guardian's name"}},
		Open: []string{"name", "age", "guardian"}}
	treat := Sequence{Tools: []string{"start_treatment"}, Uses: []Use{{Tool: "start_treatment", Input: "appliance", Value: "clear aligners"}, {Tool: "start_treatment", Input: "months", Value: 18}}}
	wantChoice(t, "name", fillAll(g, "Register P. K. Mensah (age 14) and put him in clear aligners for 18 months.", patient, treat)["name"], "P. K. Mensah")
}

// An example of three or four words that opens with a capital, the rest
// lowercase, is a value written in full, as a lowercase one is: "e.g.
// Metro white gloss" gives the tile "Metro white gloss", no "Metro" (a
// blind request; here another).
func TestFillCapitalExample(t *testing.T) {
	g := New(Config{})
	order := Call{Tool: "order_stone", Inputs: []Input{requiredString("finish", "Stone and finish, e.g. Cotswold buff honed"), {Name: "sqm", Type: "number", Required: true, Description: "Square metres"}},
		Args: map[string]any{"sqm": 20}, Open: []string{"finish"}}
	wantChoice(t, "finish", fillAll(g, "20 sqm of Cotswold buff honed for the patio", order, Sequence{})["finish"], "Cotswold buff honed")
}

// Colours are a value set (Lexicon.ValueSets) of the common names, not
// only the spectrum's: "TF-3381 wants charcoal grout" gives the colour
// (a blind request; here others).
func TestFillColourNames(t *testing.T) {
	g := New(Config{})
	grout := Call{Tool: "grout_colour", Inputs: []Input{requiredString("job", "Job number"), requiredString("colour", "Grout colour")}, Args: map[string]any{"job": "TF-1200"}, Open: []string{"colour"}}
	wantChoice(t, "burgundy", fillAll(g, "TF-1200 wants burgundy grout", grout, Sequence{})["colour"], "burgundy")
	wantChoice(t, "cream", fillAll(g, "Cream grout on TF-1200 please", grout, Sequence{})["colour"], "cream")
}

// A field's value that holds two numbers other arguments take is their
// fields, written under one label, no value of its own: "Top Pond:
// ammonia 0.25, nitrite 0.1, pH 7.8" gave the pond the readings (a blind
// request; here another). The pond is asked for.
func TestFillFieldOfFields(t *testing.T) {
	g := New(Config{})
	test := Call{Tool: "water_test", Inputs: []Input{requiredString("tank", "Tank name"), {Name: "ammonia", Type: "number", Required: true, Description: "Ammonia, ppm"}, {Name: "nitrate", Type: "number", Required: true, Description: "Nitrate, ppm"}},
		Args: map[string]any{"ammonia": 0.5, "nitrate": 20}, Open: []string{"tank"}}
	wantChoice(t, "tank", fillAll(g, "Quarantine Tank: ammonia 0.5, nitrate 20", test, Sequence{})["tank"], nil)
}

// A verb's -ing form before a quoted value introduces it as it does an
// unquoted one, and ends the name before it: "£40 voucher for Gwen saying
// 'Happy retirement, keep weaving'" leaves Gwen the one value for the
// recipient (a blind request; here another).
func TestFillNameBeforeQuotedCue(t *testing.T) {
	g := New(Config{})
	card := Call{Tool: "gift_card", Inputs: []Input{requiredString("to", "Recipient"), {Name: "amount", Type: "number", Required: true, Description: "Value in pounds"}, {Name: "message", Type: "string", Description: "Message on the card"}},
		Args: map[string]any{"amount": 25, "message": "Well done, Dad"}, Open: []string{"to"}}
	wantChoice(t, "to", fillAll(g, "£25 card for Idris reading 'Well done, Dad'", card, Sequence{})["to"], "Idris")
}

// A speaker's label ("Customer:", Lexicon.Speakers) opens a conversation's
// turn, unless the request is a form of lines, another line opening with
// a label that is no speaker's: "Customer: Harriet Yeo\nPostcode: BS7
// 8QJ" gives the customer (a blind request; here another, as the corpus's
// markup-0000 does).
func TestFillSpeakerLabelInForm(t *testing.T) {
	g := New(Config{})
	ticket := Call{Tool: "create_ticket", Inputs: []Input{requiredString("customer", "Customer name"), requiredString("order_id", "Order ID"), requiredString("issue", "Issue")},
		Args: map[string]any{"order_id": "B-2040", "issue": "cracked lid"}, Open: []string{"customer"}}
	wantChoice(t, "customer", fillAll(g, "Customer: Tomas Berg\nOrder: B-2040\nIssue: cracked lid", ticket, Sequence{})["customer"], "Tomas Berg")
}

// A person's name the request's verb opens on is the person's, no place's
// that the call also leaves open: "Register Edith Mwangi, brought in from
// the hospice at 22:10" gives the deceased (Lexicon.PersonInputs), though
// the place they came from is open (a blind request; here others, as the
// corpus's tattooremoval-0005 does).
func TestFillPersonNoPlace(t *testing.T) {
	g := New(Config{})
	inputs := []Input{requiredString("deceased", "Name of the deceased"), requiredString("from_place", "Where they came from"), requiredString("arrived", "Arrival time, HH:MM")}
	arrival := Call{Tool: "register_arrival", Inputs: inputs, Open: []string{"deceased", "from_place", "arrived"}}
	wantChoice(t, "deceased", fillAll(g, "Register Rosa Kline, brought in from the infirmary at 04:15", arrival, Sequence{})["deceased"], "Rosa Kline")
	inputs[0] = requiredString("patient", "Patient")
	admit := Call{Tool: "admit", Inputs: inputs, Open: []string{"patient", "from_place", "arrived"}}
	wantChoice(t, "patient", fillAll(g, "Admit Rosa Kline, transferred from the infirmary at 04:15", admit, Sequence{})["patient"], "Rosa Kline")
}

// A code of the shape of an input's examples is that input's kind: it
// rivals another input that takes it as if named beside the one it fits
// ("Colour code, e.g. 6/27": "4/30" is the colour, no consultation's
// code; a blind request, here another).
func TestFillExampleShapedRival(t *testing.T) {
	g := New(Config{})
	order := Call{Tool: "order_wig", Inputs: []Input{requiredString("consult_id", "Consultation ID"), {Name: "hair", Type: "string", Required: true, Description: "Hair type", Enum: []any{"human", "synthetic"}},
		requiredString("colour", "Colour code, e.g. 6/27"), {Name: "length_in", Type: "integer", Required: true, Description: "Length in inches"}}, Open: []string{"consult_id", "hair", "colour", "length_in"}}
	got := fillAll(g, "Order a human hair 12 inch in 8/14 under consultation CN-4410", order, Sequence{})
	wantChoice(t, "colour", got["colour"], "8/14")
	wantChoice(t, "consult_id", got["consult_id"], "CN-4410")
}

// A code stands apart where a preposition (Lexicon.StopWords: "off",
// "near", "past") goes before it or a verb it is the subject of after it,
// and the code the input's own word labels is no context's, though its
// sentence speaks of no call: "the gas coming off D1", "D4 needs
// desludging", "Digester D2 has been running cold. Please set it to 38.5
// degrees." give the digester (blind requests; here others).
func TestFillCodeApart(t *testing.T) {
	g := New(Config{})
	measure := Call{Tool: "measure_flow", Inputs: []Input{requiredString("pump", "the pump to measure"), {Name: "hours", Type: "integer", Required: true, Description: "window in hours"}},
		Args: map[string]any{"hours": 12}, Open: []string{"pump"}}
	wantChoice(t, "off", fillAll(g, "Could you measure the flow coming off P7 over the last 12 hours?", measure, Sequence{})["pump"], "P7")
	wantChoice(t, "subject", fillAll(g, "P9 needs measuring over 12 hours.", measure, Sequence{})["pump"], "P9")
	set := Call{Tool: "set_speed", Inputs: []Input{requiredString("pump", "the pump"), {Name: "rpm", Type: "number", Required: true, Description: "target speed in rpm"}},
		Args: map[string]any{"rpm": 1450}, Open: []string{"pump"}}
	wantChoice(t, "labelled", fillAll(g, "Pump P4 has been running slow. Please set it to 1450 rpm.", set, Sequence{})["pump"], "P4")
}

// A date the description gives as its example makes the input a date's,
// written in the example's form where the sequence writes none: "the
// month, e.g. March 2027" takes "April 2027" as written (a blind request;
// here another), "Start, e.g. August 15, 2024" a date in words.
func TestFillExampleDateForm(t *testing.T) {
	g := New(Config{})
	bill := Call{Tool: "bill", Inputs: []Input{requiredString("client", "Client"), requiredString("period", "the billing month, e.g. June 2026")}, Args: map[string]any{"client": "Acme"}, Open: []string{"period"}}
	wantChoice(t, "period", fillAll(g, "Bill Acme for September 2027, please", bill, Sequence{})["period"], "September 2027")
	lease := Call{Tool: "lease", Inputs: []Input{requiredString("unit", "Unit"), requiredString("start", "Start, e.g. August 15, 2024")}, Args: map[string]any{"unit": "B4"}, Open: []string{"start"}}
	wantChoice(t, "start", fillAll(g, "Lease B4 from 2027-03-09", lease, Sequence{})["start"], "March 9, 2027")
}

// bulleted looks for a bullet's line a few bytes back, not from the
// request's start: it answers as the whole search does (here, the line's
// start found from the start), for bullets of every kind and words
// that open no line.
func TestBulletedNearby(t *testing.T) {
	g := New(Config{})
	for _, q := range []string{"- customer: Ann\n* agent: Bo", "Notes\n12. [x]   user: hi", "(a) user: yes\n•  customer: no", "user: a, customer: b", "x\n   - user: indented", strings.Repeat("a ", 20) + "- user: late"} {
		r := g.Read(q)
		for k := range r.words {
			at := r.toks[r.words[k]].start
			line := strings.LastIndexByte(r.text[:at], '\n') + 1
			n := bulletAt(r.text[line:])
			want := n > 0 && line+n <= at && strings.TrimSpace(r.text[line+n:at]) == ""
			if got := r.bulleted(k); got != want {
				t.Errorf("%q word %q: bulleted %v, want %v", q, r.toks[r.words[k]].text, got, want)
			}
		}
	}
}

// A run of words of the shape of the description's example is the value
// whole: the number inside it is a part of it, and a possessive after it
// is none ("Bay 2's dryer" for a "Bay, e.g. Bay 3" gave 2, a wrong value).
func TestFillShapedRunWhole(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("bay", "Bay, e.g. Bay 3"), requiredString("problem", "What's wrong")}
	wantChoice(t, "bay", fill(g, "Bay 2's dryer keeps cutting out", in, map[string]any{"problem": "dryer keeps cutting out"}, "bay", Sequence{}), "Bay 2")
	wantChoice(t, "bay", fill(g, "The dryer in Bay 2 keeps cutting out", in, map[string]any{"problem": "dryer keeps cutting out"}, "bay", Sequence{}), "Bay 2")
}

// A call that no value and no word of its own places is placed by a verb
// of its tool's verb's kind: "send it by Parcelforce" speaks of dispatch,
// and Parcelforce is the one value left for its courier (an ask before).
// No verb of the kind, no place: the courier stays an ask.
func TestFillToolVerbPlaces(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("order_id", "Order ID"), requiredString("courier", "Courier")}
	seq := Sequence{Tools: []string{"make_rope", "dispatch"}, Uses: []Use{
		{Tool: "make_rope", Input: "length_m", Value: json.Number("15")}, {Tool: "make_rope", Input: "diameter_mm", Value: json.Number("12")}, {Tool: "make_rope", Input: "fibre", Value: "polyester"}}}
	call := func(req string) Choice {
		return g.Read(req).Fill(Call{Tool: "dispatch", Inputs: in, Args: map[string]any{"order_id": "$var1.order_id$"}, Open: []string{"courier"}}, seq)[0]
	}
	wantChoice(t, "courier", call("Make 15 m of 12 mm polyester and send it by Parcelforce"), "Parcelforce")
	wantChoice(t, "courier", call("Make 15 m of 12 mm polyester and think of Parcelforce"), nil)
}

// A bare number after minutes is seconds, as one after feet is inches
// (Lexicon.BareUnits, read by the unit's stem): "2 minutes 50" is 170
// seconds. A noun after the number is its own ("2 minutes 3 jumps").
func TestFillBareSeconds(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("skater", "Skater"), {Name: "seconds", Type: "integer", Required: true, Description: "Routine length in seconds"}, requiredString("music", "Music")}
	call := func(req string) Choice {
		return g.Read(req).Fill(Call{Tool: "choreography", Inputs: in, Args: map[string]any{"skater": "Ines Vidal", "music": "Clair de Lune"}, Open: []string{"seconds"}}, Sequence{})[0]
	}
	wantChoice(t, "seconds", call("A routine of 2 minutes 50 for Ines Vidal to 'Clair de Lune'"), 170)
	wantChoice(t, "seconds", call("Ines Vidal skates 2 minutes 50 to 'Clair de Lune'"), 170)
	wantChoice(t, "seconds", call("Ines Vidal: 2 minutes 3 jumps to 'Clair de Lune'"), nil)
	// joined by hyphens, the same: "2-minute-50" gave 120, a wrong value
	wantChoice(t, "seconds", call("A 2-minute-50 routine for Ines Vidal to 'Clair de Lune'"), 170)
	wantChoice(t, "seconds", call("A 3-day-4 routine for Ines Vidal to 'Clair de Lune'"), nil)
}

// A past participle after an address's town closes it, as an -ing one
// does: "the tank at 2 Mill Row, Ashby emptied on ..." gave "2 Mill Row",
// a wrong value; and an address whose town nothing closes is loose.
func TestFillAddressTownParticiple(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("address", "Property address"), {Name: "tank_litres", Type: "integer", Required: true, Description: "Tank size in litres"}, requiredString("date", "Date, YYYY-MM-DD")}
	wantChoice(t, "address", fill(g, "We need the 4500 L tank at 2 Mill Row, Ashby emptied on 2027-03-16", in, map[string]any{"tank_litres": 4500, "date": "2027-03-16"}, "address", Sequence{}), "2 Mill Row, Ashby")
	// a town that nothing closes leaves the address's end a guess: an ask,
	// no street without its town
	wantChoice(t, "address", fill(g, "The 4500 L tank at 2 Mill Row, Ashby overflows, come on 2027-03-16", in, map[string]any{"tank_litres": 4500, "date": "2027-03-16"}, "address", Sequence{}), nil)
}

// The plain phrase before "as" and the input's own word is its value
// ("golden swans as the topper"; an ask before), at most two words, and
// none in "as soon as the hives are in place".
func TestFillAsTheInput(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("order_id", "Order ID"), requiredString("topper", "Topper, e.g. bride and groom figures")}
	wantChoice(t, "topper", fill(g, "WC-552 wants golden swans as the topper", in, map[string]any{"order_id": "WC-552"}, "topper", Sequence{}), "golden swans")
	hive := []Input{requiredString("bee", "Bee"), {Name: "hive_type", Type: "string", Description: "Hive type"}}
	if ch := fill(g, "Introduce the bees as soon as the hives are in place", hive, map[string]any{"bee": "$var1.bee$"}, "hive_type", Sequence{}); ch.Value == "soon" {
		t.Errorf("hive_type: %v, want no value of 'as soon as'", ch.Value)
	}
}

// A place input takes the plain run a locative and an article place, up
// to the mark that ends it: "on the left cuff" for "Where on the
// garment" (an ask before). A free text takes none: the run is a part of
// a clause ("red rot on the spine" gave "spine" on a first try).
func TestFillPlacedRun(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("ticket", "Ticket number"), requiredString("stain", "Stain"), requiredString("location", "Where on the garment")}
	wantChoice(t, "location", fill(g, "DC-7781 has red wine on the left cuff", in, map[string]any{"ticket": "DC-7781", "stain": "red wine"}, "location", Sequence{}), "left cuff")
	flag := []Input{requiredString("item", "Item ID"), requiredString("issue", "Issue")}
	wantChoice(t, "issue", fill(g, "Q/RLv 2/17 has red rot on the spine", flag, map[string]any{"item": "Q/RLv 2/17"}, "issue", Sequence{}), nil)
}

// The one value left counts a mention once: the parts of a name that no
// argument accounts for ("HRX" and "476" of "Honda HRX 476") are the
// name's, no other values left (an ask before). A part that fits better
// than the name is a value of its own ("3C:22:FB:9A:10:7E" of "MAC
// 3C:22:FB:9A:10:7E"), and
// the sentence's first word opens no name of which the rest is a part
// ("Park Cart 1").
func TestFillLeftValueParts(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("customer", "Customer name"), requiredString("mower", "Mower make and model"), requiredString("fault", "Fault")}
	wantChoice(t, "mower", fill(g, "Booking in a Honda HRX 476 for Geoff Lane, won't start", in, map[string]any{"customer": "Geoff Lane", "fault": "won't start"}, "mower", Sequence{}), "Honda HRX 476")
	mac := []Input{requiredString("mac_address", "Device MAC address"), {Name: "label", Type: "string", Description: "Friendly name"}}
	if ch := fill(g, "Whitelist the device with MAC 3C:22:FB:9A:10:7E and call it Kitchen iPad.", mac, map[string]any{"label": "Kitchen iPad"}, "mac_address", Sequence{}); ch.Found && ch.Value != "3C:22:FB:9A:10:7E" {
		t.Errorf("mac_address: %v, want 3C:22:FB:9A:10:7E or an ask", ch.Value)
	}
	scope := []Input{requiredString("session_id", "Session ID"), requiredString("scope", "Telescope")}
	if ch := fill(g, `SG-20 would like the Dobsonian 10"`, scope, map[string]any{"session_id": "SG-20"}, "scope", Sequence{}); ch.Found && ch.Value != `Dobsonian 10"` {
		t.Errorf("scope: %v, want Dobsonian 10\" or an ask", ch.Value) // (a measure inside a name is no part the name's text holds whole)
	}
	cart := []Input{requiredString("cart", "Cart"), requiredString("spot", "Spot")}
	if ch := fill(g, "Park Cart 1 by the Bandstand today.", cart, map[string]any{"spot": "Bandstand"}, "cart", Sequence{}); ch.Found && ch.Value != "Cart 1" {
		t.Errorf("cart: %v, want Cart 1 or an ask", ch.Value)
	}
}

// A couple by their titles opens a sentence as a person does, so the verb
// after their address's town closes it: "Mr and Mrs Kapoor at 18 Birch
// Road, Leek would like ..." (an ask: the town was left unclosed).
func TestFillAddressCoupleSubject(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("customer", "Customer name"), requiredString("address", "Address"), requiredString("date", "Date, YYYY-MM-DD")}
	wantChoice(t, "address", fill(g, "Mr and Mrs Kapoor at 18 Birch Road, Leek would like a loft survey on 2027-01-28", in, map[string]any{"customer": "Mr and Mrs Kapoor", "date": "2027-01-28"}, "address", Sequence{}), "18 Birch Road, Leek")
}

// An example of parts written apart may hold a decimal point and a
// degree sign ("Nozzle size, e.g. 0.60 80°EH"), and a part of it may read
// as two words ("60°EH"): the run of its shape is the value whole. It
// gave 60, a wrong value.
func TestFillShapedRunMarks(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("job_id", "Job ID"), requiredString("size", "Nozzle size, e.g. 0.60 80°EH")}
	wantChoice(t, "size", fill(g, "Swap the nozzle on OB-561 for a 0.50 60°EH", in, map[string]any{"job_id": "OB-561"}, "size", Sequence{}), "0.50 60°EH")
}

// An opening parenthesis after an address's town closes the address, as
// a comma does: "6 Moor View, Rothbury (single storey)" (an ask before,
// the town left unclosed).
func TestFillAddressTownParenthesis(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("address", "Address"), {Name: "storeys", Type: "integer", Required: true, Description: "Storeys"}, requiredString("date", "Date, YYYY-MM-DD")}
	wantChoice(t, "address", fill(g, "Clean the gutters at 6 Moor View, Rothbury (single storey) on 2027-09-29", in, map[string]any{"storeys": 1, "date": "2027-09-29"}, "address", Sequence{}), "6 Moor View, Rothbury")
}

// A person the sequence gives another call's input of the same name
// agrees, as one subject of both calls, unless the mention stands nearer
// that call's tool's words than this call's and the request names another
// person no argument has: "hire a van to Ben Ford ... and add his brother
// Sam Ford as a driver" gave the hire Sam Ford (a holdout's wrong value).
func TestFillPersonOfOtherCall(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("driver", "Driver name"), str("date", "Date, YYYY-MM-DD")}
	seq := Sequence{Tools: []string{"hire_minibus", "add_driver"}, Uses: []Use{{Tool: "add_driver", Input: "driver", Value: "Tom Reed"}}}
	got := fillAll(g, "Hire a minibus to Carla Mendes for 2027-08-14 and add her colleague Tom Reed as a driver", Call{Tool: "hire_minibus", Inputs: in, Open: []string{"driver", "date"}}, seq)
	if c := got["driver"]; c.Found && c.Value != "Carla Mendes" {
		t.Errorf("driver = %v, want Carla Mendes or an ask", c.Value)
	}
	// one person for both calls still agrees
	got = fillAll(g, "Hire a minibus for 2027-08-14 and add Tom Reed as a driver", Call{Tool: "hire_minibus", Inputs: in, Open: []string{"driver", "date"}}, seq)
	wantChoice(t, "driver", got["driver"], "Tom Reed")
}

// A person input's own word opening the sentence labels a coined handle
// as it labels a person's name: "Player ShadowFox scored 4,350" is the
// player ShadowFox (a holdout's wrong value, "Player ShadowFox"); a given
// name keeps its title ("Coach Ilya").
func TestFillRoleLabelsHandle(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("player", "Player tag"), {Name: "points", Type: "integer", Required: true, Description: "Points"}}
	wantChoice(t, "player", fill(g, "Player NightOwl42 scored 2,100", in, map[string]any{"points": 2100}, "player", Sequence{}), "NightOwl42")
	wantChoice(t, "player", fill(g, "Player GreenKnight scored 900", in, map[string]any{"points": 900}, "player", Sequence{}), "GreenKnight")
	for _, w := range []string{"MacLeod", "DeShawn", "McAllister", "Ilya", "R2"} {
		if handleWord(w) != (w == "R2") {
			t.Errorf("handleWord(%q) = %v", w, handleWord(w))
		}
	}
}

// An example of parts an operator joins is a formula, whose run is the
// value whole, lowercase word and all: "8/3 + 30 vol" for a "Formula,
// e.g. 7/1 + 20 vol" (a holdout's wrong value, 8/3).
func TestFillShapedFormula(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("appt_id", "Appointment ID"), requiredString("formula", "Formula, e.g. 7/1 + 20 vol")}
	wantChoice(t, "formula", fill(g, "For HS-311 we mixed 6/34 + 10 vol today", in, map[string]any{"appt_id": "HS-311"}, "formula", Sequence{}), "6/34 + 10 vol")
	timber := []Input{requiredString("job", "Job ID"), requiredString("section", "Timber section, e.g. 2 x 4")}
	wantChoice(t, "section", fill(g, "JB-88 needs joists in 2 x 8 please", timber, map[string]any{"job": "JB-88"}, "section", Sequence{}), "2 x 8")
	for w, want := range map[string]bool{"7/1 + 20 vol": true, "2 x 4": true, "NN 166 712": true, "20 vol": false, "a + b": false} {
		if spacedCode(w) != want {
			t.Errorf("spacedCode(%q) = %v", w, !want)
		}
	}
}

// A hyphenated compound of a sequence tool's word and stop words is that
// tool's word, no value: "check-up" of book_check is no treatment (a
// holdout's wrong value; an ask now, for "crown" reads as no candidate).
func TestFillHyphenatedToolWord(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("appt_id", "Appointment ID"), requiredString("treatment", "Treatment"), requiredString("tooth", "Tooth, e.g. UR6")}
	seq := Sequence{Tools: []string{"book_check", "treatment_plan"}, Uses: []Use{{Tool: "book_check", Input: "patient", Value: "Ada Lowe"}}}
	got := fillAll(g, "Book Ada Lowe a check-up on 2027-05-03 and plan a bridge on LR5", Call{Tool: "treatment_plan", Inputs: in, Args: map[string]any{"appt_id": "$var1.appt_id$", "tooth": "LR5"}, Open: []string{"treatment"}}, seq)
	if c := got["treatment"]; c.Found && c.Value != "bridge" {
		t.Errorf("treatment = %v, want bridge or an ask", c.Value)
	}
}

// A hyphenated word "and" joins to a plain word is no program's name,
// though a service's input reads one ("auth-service"): "Cut and blow-dry"
// is a salon's service, of which "blow-dry" alone is a wrong value (a
// holdout's; an ask now).
func TestFillIdentCoordinated(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("client", "Client name"), requiredString("service", "Service")}
	if c := fill(g, "Wash and blow-dry for Ivy Cole on Friday", in, map[string]any{"client": "Ivy Cole"}, "service", Sequence{}); c.Found && c.Value != "wash and blow-dry" {
		t.Errorf("service = %v, want wash and blow-dry or an ask", c.Value)
	}
	wantChoice(t, "service", fill(g, "Restart auth-service for Ivy Cole", in, map[string]any{"client": "Ivy Cole"}, "service", Sequence{}), "auth-service")
}

// A call that takes a person served and one who serves gives the tool's
// verb's object to the one served and the name "with" introduces to the
// other: "Book Nina Park in with Leanne" (a holdout's two asks; five
// missing_step asks a seed of corpus-everyday turn exact). A role word
// before a name is no verb ("with coach Dinesh Rao" for coach_session).
func TestFillServedAndServing(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("client", "Client name"), str("groomer", "Groomer"), str("time", "Time, HH:MM")}
	got := fillAll(g, "Book Maya Fox in with Jules at 14:30", Call{Tool: "book_groom", Inputs: in, Open: []string{"client", "groomer", "time"}}, Sequence{})
	wantChoice(t, "client", got["client"], "Maya Fox")
	wantChoice(t, "groomer", got["groomer"], "Jules")
	coach := []Input{str("coach", "Coach"), str("player", "Player")}
	got = fillAll(g, "Batting with coach Ravi Nair for Tom Hale", Call{Tool: "coach_session", Inputs: coach, Args: map[string]any{"player": "Tom Hale"}, Open: []string{"coach"}}, Sequence{})
	wantChoice(t, "coach", got["coach"], "Ravi Nair")
}

// A name right before a word of the call's tool's name past its first
// qualifies the thing the tool acts on, and is the value of a plain text
// input: "a Dress Gordon kilt" for order_kilt's tartan (a holdout's ask).
// A possessive names an owner ("Francesca Russo's shift") and a word that
// opens the sentence may be capitalized for that alone ("Penguin talk").
func TestFillQualifiesThing(t *testing.T) {
	g := New(Config{})
	str := requiredString
	in := []Input{str("customer", "Customer name"), str("tartan", "Tartan"), {Name: "waist_in", Type: "integer", Required: true, Description: "Waist in inches"}}
	got := fillAll(g, "Order Hamish Reid a Dress Gordon kilt, 32 inch waist", Call{Tool: "order_kilt", Inputs: in, Open: []string{"customer", "tartan", "waist_in"}}, Sequence{})
	wantChoice(t, "tartan", got["tartan"], "Dress Gordon")
	talk := []Input{str("enclosure", "Enclosure"), str("time", "Time, HH:MM")}
	got = fillAll(g, "Otter talk at the Otter Creek at 15:00", Call{Tool: "keeper_talk", Inputs: talk, Args: map[string]any{"time": "15:00"}, Open: []string{"enclosure"}}, Sequence{})
	if c := got["enclosure"]; c.Found && c.Value != "Otter Creek" {
		t.Errorf("enclosure = %v, want Otter Creek or an ask", c.Value)
	}
}

// A period word after a thing measured out says how often, no word of the
// thing: "2.5 mg of meloxicam daily" gives meloxicam (a blind batch's
// wrong value, "meloxicam daily").
func TestFillCountedThingStopsAtPeriod(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("booking_id", "Booking ID"), requiredString("drug", "Drug"), requiredString("dose", "Dose, e.g. 2.5 mg")}
	wantChoice(t, "drug", fill(g, "Give Tigger 5 mg of prednisolone weekly, booking CB-2210", in, map[string]any{"booking_id": "CB-2210", "dose": "5 mg"}, "drug", Sequence{}), "prednisolone")
}

// A date the sequence gives another call's input of the same name agrees
// unless the request states another date, which no argument has, nearer
// the call's own tool's words, a noun of its verb among them ("book the
// inspection for" inspect): "on 2027-04-12 and book the inspection for
// 2027-04-13" gave inspect the 12th (a blind batch's wrong value). Where
// the call takes another date, the other may be that one's, and nothing
// is read.
func TestFillNearerRivalDate(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("job_id", "Job ID"), requiredString("date", "Date, YYYY-MM-DD")}
	seq := Sequence{Tools: []string{"erect", "inspect"}, Uses: []Use{{Tool: "erect", Input: "date", Value: "2027-05-03"}}}
	got := fillAll(g, "Put 2 lifts up at 8 Mill Lane, Olney on 2027-05-03 and book the inspection for 2027-05-04", Call{Tool: "inspect", Inputs: in, Args: map[string]any{"job_id": "$var1.job_id$"}, Open: []string{"date"}}, seq)
	wantChoice(t, "date", got["date"], "2027-05-04")
}

// A thing a determiner names, placed "at" an address, opens the sentence
// as a person does, so the verb after the address's town closes it: "The
// chimney at 9 Grange Road, Ampthill needs 2 lifts" (an ask: the town
// was left unclosed). "Meet at 10 Main Street, John will be there" opens
// with no subject.
func TestFillAddressThingSubject(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("address", "Address"), {Name: "lifts", Type: "integer", Required: true, Description: "Lifts"}, requiredString("date", "Start date, YYYY-MM-DD")}
	wantChoice(t, "address", fill(g, "The gable end at 4 Kiln Row, Olney needs 3 lifts from 2027-06-01", in, map[string]any{"lifts": 3, "date": "2027-06-01"}, "address", Sequence{}), "4 Kiln Row, Olney")
}

// A role's word (Lexicon.PersonInputs) capitalized to open the sentence
// names no one: "Customer left a black umbrella in the car on MC-8802"
// gave the lost item "Customer" (a blind batch's wrong value).
func TestFillInitialRoleWordNoName(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("job_id", "Job ID"), requiredString("item", "Item")}
	if c := fill(g, "Passenger left a grey scarf on the back seat of MC-9921", in, map[string]any{"job_id": "MC-9921"}, "item", Sequence{}); c.Found && c.Value != "grey scarf" {
		t.Errorf("item = %v, want grey scarf or an ask", c.Value)
	}
}

// A thing measured out that ends with the call's tool's word is that
// thing, of which the words before may be the value or not: "3.6 m of oak
// worktop" for worktop's material gave "oak worktop" (a blind batch's
// wrong value; an ask now).
func TestFillCountedToolThingLoose(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("job_id", "Job ID"), requiredString("material", "Material"), {Name: "length_m", Type: "number", Required: true, Description: "Length in metres"}}
	got := fillAll(g, "KF-412 wants 2.4 m of walnut worktop", Call{Tool: "worktop", Inputs: in, Args: map[string]any{"job_id": "KF-412", "length_m": 2.4}, Open: []string{"material"}}, Sequence{})
	if c := got["material"]; c.Found && c.Value != "walnut" {
		t.Errorf("material = %v, want walnut or an ask", c.Value)
	}
}

// A name that opens with a determiner capitalized inside the sentence,
// right after a lowercase word that follows a capitalized one, ends a
// title that starts before it: "Quiz in My Pants, captain Liz Bower" gave
// the team "My Pants" (a blind batch's wrong value; an ask now).
func TestFillTitleStartsBefore(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("team", "Team name"), requiredString("captain", "Captain")}
	if c := fill(g, "Brains on Our Side, captain Ola Reid", in, map[string]any{"captain": "Ola Reid"}, "team", Sequence{}); c.Found && c.Value != "Brains on Our Side" {
		t.Errorf("team = %v, want Brains on Our Side or an ask", c.Value)
	}
}

// A name that holds its owner's possessive gives a thing's input the
// part after it, linked where the owner is the call's person: "Take in
// Amir Patel's Omega Speedmaster" for take_in's watch (an ask before). A
// part that opens with no capital stops short ("Marcus Bell's 2021
// RAV4").
func TestFillOwnedThing(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("customer", "Customer name"), requiredString("watch", "Watch"), requiredString("fault", "Fault")}
	wantChoice(t, "watch", fill(g, "Take in Lena Holt's Tudor Black Bay, the crown is loose", in, map[string]any{"customer": "Lena Holt", "fault": "the crown is loose"}, "watch", Sequence{}), "Tudor Black Bay")
	car := []Input{requiredString("customer", "Customer name"), requiredString("vehicle", "Vehicle"), requiredString("damage", "Damage")}
	if c := fill(g, "Estimate Ann Ross's 2019 Golf, rear bumper damage", car, map[string]any{"customer": "Ann Ross", "damage": "rear bumper damage"}, "vehicle", Sequence{}); c.Found && c.Value != "2019 Golf" {
		t.Errorf("vehicle = %v, want 2019 Golf or an ask", c.Value)
	}
}

// A thing given does not end at "and" before a plain noun, which may go
// on its name: "Quote Ben Harris a rock and roll bed layout" gave the
// layout "rock" (a blind batch's wrong value; an ask now).
func TestFillGivenGoesOnAfterAnd(t *testing.T) {
	g := New(Config{})
	in := []Input{requiredString("customer", "Customer name"), requiredString("style", "Style")}
	if c := fill(g, "Make Ada Cole a salt and pepper grinder set", in, map[string]any{"customer": "Ada Cole"}, "style", Sequence{}); c.Found && c.Value == "salt" {
		t.Errorf("style = salt, want the whole thing or an ask")
	}
}

// Every role a service is for is a person's role: servedCue reads only
// inputs that take a person.
func TestLexiconServedRolesArePersons(t *testing.T) {
	lx := New(Config{}).lx
	for w := range lx.served {
		if !lx.personIns[w] {
			t.Errorf("served role %q is not in person_inputs", w)
		}
	}
}
