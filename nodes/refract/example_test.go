package refract_test

import (
	"context"
	"fmt"
	"os"

	"github.com/mendgraph/mend/nodes/refract"
)

// A sequence whose second airport search lost its label, and whose flight
// search calls a parameter by a made-up name: both are fixed in place, with
// no model.
func Example() {
	data, err := os.ReadFile("../../testdata/corpus/nestful-executable/catalog.json")
	if err != nil {
		panic(err)
	}
	cat, err := refract.LoadCatalog(data)
	if err != nil {
		panic(err)
	}
	calls, err := refract.ParseText(`var1 = SkyScrapperSearchAirport(query="New York")
SkyScrapperSearchAirport(query="London")
var3 = SkyScrapperFlightSearch(originalSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$", date="2024-08-15")`)
	if err != nil {
		panic(err)
	}
	res := refract.New(cat, refract.Config{}).Refract(context.Background(), calls, "")
	fmt.Println(res.Verdict)
	for _, e := range res.Edits {
		fmt.Printf("%s %s -> %s\n", e.Kind, e.From, e.To)
	}
	fmt.Println(refract.FormatText(res.Calls))
	// Output:
	// repaired
	// set_label (none) -> var2
	// rename_param originalSkyId -> originSkyId
	// var1 = SkyScrapperSearchAirport(query="New York")
	// var2 = SkyScrapperSearchAirport(query="London")
	// var3 = SkyScrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$", date="2024-08-15")
}

// A value nothing in the sequence or the request gives is asked for; the
// diff is written as the refraction docs write it, and Feedback is the
// text for a model that is to finish the job.
func ExampleResult_Diff() {
	data, _ := os.ReadFile("../../testdata/corpus/nestful-executable/catalog.json")
	cat, _ := refract.LoadCatalog(data)
	calls, _ := refract.ParseText(`var1 = SkyScrapperSearchAirport(query="New York")
var2 = SkyScrapperSearchAirport(query="London")
var3 = SkyScrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$")`)
	res := refract.New(cat, refract.Config{}).Refract(context.Background(), calls, "")
	fmt.Println(res.Diff(calls))
	fmt.Println(res.Asks)
	// Output:
	// + ask(date)
	//   var1 = SkyScrapperSearchAirport(query="New York")
	//   var2 = SkyScrapperSearchAirport(query="London")
	// - var3 = SkyScrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$")
	// + var3 = SkyScrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$", date=date)
	// ?                                                                                                                                                                    +++++++++++
	// [{2 date <nil> }]
}

// With the user's request, a lost value is taken from it when there is no
// doubt which one it is.
func ExampleRefractor_Refract_grounding() {
	data, _ := os.ReadFile("../../testdata/corpus/nestful-glaive/catalog.json")
	cat, _ := refract.LoadCatalog(data)
	calls, _ := refract.ParseText(`var1 = calculate_BMI(weight=75)`)
	res := refract.New(cat, refract.Config{}).Refract(context.Background(), calls,
		"Calculate the BMI for a person with a weight of 75 kilograms and a height of 1.75 meters")
	fmt.Println(refract.FormatText(res.Calls))
	fmt.Println(res.Edits[0].Kind, res.Edits[0].Reason)
	// Output:
	// var1 = calculate_BMI(weight=75, height=1.75)
	// ground_value calculate_BMI needs height; the request gives 1.75
}
