import type { UserCenterTexts } from './seed-types.js';

/* German texts of the user center's seed content, translated from en.ts. */

const articles: UserCenterTexts['articles'] = {
  '1': {
    title: 'Die Big Five: fünf breite Merkmale, die Persönlichkeit beschreiben',
    summary: 'Das Big-Five-Modell ist die am besten erforschte Art, Persönlichkeit zu beschreiben. Hier erfahren Sie, was jedes Merkmal bedeutet – und was nicht.',
    paragraphs: [
      'Als Forschende Tausende von Wörtern sammelten, mit denen Menschen einander beschreiben, stellten sie fest, dass sich viele davon zu Gruppen zusammenfassen lassen. Über Jahrzehnte fanden Studien in vielen Ländern immer wieder fünf breite Dimensionen. Heute sind sie als die Big Five bekannt: Offenheit für Erfahrungen, Gewissenhaftigkeit, Extraversion, Verträglichkeit und Neurotizismus.',
      'Offenheit beschreibt Neugier und Interesse an neuen Ideen, Kunst und Erfahrungen. Gewissenhaftigkeit beschreibt, wie organisiert, sorgfältig und zuverlässig ein Mensch in der Regel ist. Bei Extraversion geht es um Energie aus sozialem Kontakt und die Neigung, positive Gefühle zu erleben. Verträglichkeit beschreibt Wärme, Vertrauen und den Wunsch zu kooperieren. Neurotizismus beschreibt, wie leicht ein Mensch Sorgen, Traurigkeit oder Stress empfindet; sein Gegenteil wird oft emotionale Stabilität genannt.',
      'Jedes Merkmal ist eine Skala, keine Schublade. Die meisten Menschen liegen irgendwo in der Mitte, und nur wenige befinden sich an den Extremen. Ein niedriger Wert ist keine Schwäche und ein hoher Wert an sich keine Stärke: Einem sehr verträglichen Menschen fällt es vielleicht schwer, Nein zu sagen, während ein weniger verträglicher Mensch in harten Verhandlungen gut sein kann.',
      'Die Merkmale sind im Erwachsenenalter recht stabil, aber nicht unveränderlich. Im Durchschnitt werden Menschen mit dem Alter etwas gewissenhafter und verträglicher und etwas weniger neurotisch. Auch Lebensereignisse, neue Rollen und bewusste Anstrengung können Veränderungen bewirken.',
      'Big-Five-Werte hängen mit vielen Ergebnissen zusammen, etwa mit der Arbeitsleistung, mit Gesundheitsgewohnheiten und mit der Zufriedenheit in Beziehungen. Diese Zusammenhänge sind real, aber moderat: Die Persönlichkeit ist ein Einfluss unter vielen, neben Fähigkeiten, Situationen und Entscheidungen. Ein Testergebnis dient am besten als Ausgangspunkt zum Nachdenken, nicht als Urteil.',
    ],
  },
  '2': {
    title: 'Wie ein Persönlichkeitstest entsteht',
    summary: 'Hinter einem kurzen Fragebogen steckt sorgfältige Arbeit: Aussagen formulieren, sie ausbalancieren und prüfen, ob die Werte stimmig sind. Dieser Artikel zeigt die wichtigsten Schritte.',
    paragraphs: [
      'Ein Persönlichkeitstest beginnt mit einer klaren Definition dessen, was er messen soll. Soll ein Test Extraversion messen, beschreiben die Entwickler zunächst, wie extravertiertes Verhalten im Alltag aussieht. Dann formulieren sie viele kurze Aussagen, sogenannte Items, wie „Ich lerne gern neue Menschen kennen“. Die Teilnehmenden antworten auf einer Skala, zum Beispiel von „stimme überhaupt nicht zu“ bis „stimme voll zu“. Jedes Merkmal braucht mehrere Items, denn eine einzelne Frage wird leicht missverstanden oder zufällig beantwortet.',
      'Gute Tests enthalten umgepolte Items. Sie sind in die entgegengesetzte Richtung formuliert, etwa „Ich verbringe Abende lieber ruhig zu Hause“. Wer ihnen zustimmt, erhält einen niedrigeren Wert. Die Mischung beider Arten von Items schützt vor einer verbreiteten Gewohnheit: fast allem zuzustimmen, egal was dasteht.',
      'Als Nächstes werden die Items an großen Gruppen von Menschen erprobt. Statistiken zeigen, welche Items zusammenpassen und welche nicht. Items, die verwirrend sind, die fast alle gleich beantworten oder die etwas anderes messen, werden gestrichen oder umformuliert.',
      'Dann prüfen die Entwickler die Reliabilität. Die interne Konsistenz zeigt, ob die Items einer Skala miteinander übereinstimmen. Die Retest-Reliabilität zeigt, ob Menschen ähnliche Werte erhalten, wenn sie den Test einige Wochen später wiederholen. Ein Test, der von Woche zu Woche sehr unterschiedliche Ergebnisse liefert, kann Ihnen nicht viel sagen.',
      'Zuletzt geht es um die Validität: Misst der Test, was er zu messen vorgibt? Die Werte werden mit anderen etablierten Tests, mit Einschätzungen von Freunden und mit tatsächlichem Verhalten verglichen. Kein Test ist perfekt, daher stellt ein sorgfältiger Bericht Ergebnisse immer als Tendenzen dar, nicht als sichere Tatsachen über einen Menschen.',
    ],
  },
  '3': {
    title: 'Was in einem ersten Beratungsgespräch passiert',
    summary: 'Viele Menschen sind vor ihrem ersten Termin bei einer Beraterin oder einem Berater nervös. Zu wissen, was üblicherweise passiert, kann den ersten Schritt erleichtern.',
    paragraphs: [
      'In einem ersten Beratungsgespräch geht es vor allem ums Kennenlernen. Die beratende Person möchte verstehen, warum Sie gekommen sind, was sich Ihrer Hoffnung nach ändern soll und wie Ihr Leben gerade aussieht. Sie müssen keine perfekte Geschichte vorbereiten; Sie dürfen ruhig sagen, dass Sie nicht wissen, wo Sie anfangen sollen.',
      'Zu Beginn werden meist praktische Fragen geklärt: wie lange die Sitzungen dauern, wie oft Sie sich treffen, was es kostet und wie Absagen geregelt sind. Auch die Schweigepflicht wird erklärt: Was Sie sagen, bleibt vertraulich, mit wenigen gesetzlichen Ausnahmen, zum Beispiel wenn jemand in ernster Gefahr ist. Zu all dem können Sie Fragen stellen.',
      'Danach fragt die beratende Person nach Ihren aktuellen Anliegen und oft auch nach Schlaf, Arbeit, Beziehungen, Gesundheit und früheren Erfahrungen. Manche Fragen können sich persönlich anfühlen. Sie entscheiden, wie viel Sie erzählen, und Sie können sagen, dass Sie über etwas noch nicht sprechen möchten.',
      'Gegen Ende sprechen Sie vielleicht über erste Ziele und darüber, wie Sie zusammenarbeiten könnten. Manche Beraterinnen und Berater geben eine kleine Aufgabe bis zum nächsten Treffen mit, etwa darauf zu achten, wann ein Problem im Lauf der Woche auftaucht.',
      'Es ist normal, sich nach der ersten Sitzung müde oder aufgewühlt zu fühlen. Es ist auch in Ordnung zu merken, dass es nicht passt; das Vertrauen zwischen Ihnen und der beratenden Person ist einer der stärksten Prädiktoren für gute Ergebnisse. Wenn Sie in einer Krise sind oder glauben, sich etwas antun zu können, wenden Sie sich sofort an den örtlichen Notruf oder eine Krisenhotline, statt auf einen Termin zu warten.',
    ],
  },
  '4': {
    title: 'Wie kognitive Verhaltenstherapie funktioniert',
    summary: 'Die kognitive Verhaltenstherapie (KVT) ist eine der am besten untersuchten Formen psychologischer Behandlung. Dieser Artikel erklärt ihre Grundideen in einfachen Worten.',
    paragraphs: [
      'Die kognitive Verhaltenstherapie, kurz KVT, beruht auf einer einfachen Idee: Gedanken, Gefühle, Körperempfindungen und Handlungen beeinflussen sich gegenseitig. Wenn Sie denken „Diese Präsentation wird schiefgehen“, fühlen Sie sich vielleicht ängstlich, Ihr Herz rast und Sie vermeiden es, sich vorzubereiten. Die Vermeidung macht ein Scheitern dann wahrscheinlicher, was den ursprünglichen Gedanken scheinbar bestätigt.',
      'In der KVT betrachten Klient und Therapeutin oder Therapeut diese Kreisläufe gemeinsam. Ein gängiges Werkzeug ist das Gedankenprotokoll: Sie notieren eine Situation, Ihren automatischen Gedanken, das Gefühl und seine Stärke und suchen dann nach Belegen für und gegen den Gedanken. Ziel ist nicht positives Denken, sondern ausgewogeneres und realistischeres Denken. Mit der Zeit lernen Menschen, typische Denkfallen zu erkennen, etwa das Schlimmste zu erwarten oder die Gedanken anderer lesen zu wollen.',
      'Der Verhaltensteil ist genauso wichtig. Menschen überprüfen ihre Überzeugungen mit kleinen Experimenten, stellen sich schrittweise Situationen, die sie meiden, oder planen Aktivitäten, die Freude oder ein Erfolgserlebnis bringen. Veränderung im Handeln führt oft zu Veränderung in Stimmung und Überzeugungen.',
      'KVT ist meist strukturiert und zeitlich begrenzt, oft auf 6 bis 20 Sitzungen. Die Sitzungen folgen einer Agenda, und Aufgaben zwischen den Sitzungen sind üblich. Viele Studien zeigen, dass KVT bei Angst, Depression, Schlaflosigkeit und anderen Problemen hilft, auch wenn nicht jeder Mensch gleich darauf anspricht.',
      'Manche KVT-Techniken lassen sich aus Büchern und Kursen lernen, und Selbsthilfe kann ein nützlicher erster Schritt sein. Über KVT zu lesen ist jedoch kein Ersatz für professionelle Hilfe. Wenn Ihre Probleme schwer sind, lange andauern oder Ihren Alltag beeinträchtigen, sprechen Sie bitte mit einer qualifizierten Fachperson für psychische Gesundheit.',
    ],
  },
  '5': {
    title: 'Schlaf und Stimmung: eine Wechselwirkung',
    summary: 'Schlechter Schlaf kann die Stimmung drücken, und gedrückte Stimmung kann den Schlaf stören. Hier lesen Sie, was die Forschung sagt und welche einfachen Gewohnheiten helfen können.',
    paragraphs: [
      'Die meisten kennen das Gefühl: Nach einer schlechten Nacht wirken kleine Probleme größer, und die Geduld ist schnell am Ende. Studien bestätigen das. Schon eine Nacht mit zu wenig Schlaf lässt Menschen stärker auf negative Ereignisse reagieren und erschwert es, positive Gefühle zu empfinden.',
      'Der Zusammenhang wirkt auch in die andere Richtung. Sorgen, Stress und gedrückte Stimmung können das Einschlafen erschweren oder zu frühem Erwachen führen. So kann ein Kreislauf entstehen, in dem sich schlechter Schlaf und gedrückte Stimmung gegenseitig verstärken. Lang anhaltende Schlafprobleme gehen mit einem höheren Risiko für Depression und Angst einher.',
      'Schlafexperten empfehlen den meisten Erwachsenen 7 bis 9 Stunden pro Nacht. Dabei zählt nicht nur die Menge, sondern auch die Qualität. Ein regelmäßiger Rhythmus mit jeden Tag derselben Aufstehzeit ist eine der wirksamsten Gewohnheiten, weil er die innere Uhr stabilisiert. Am Wochenende deutlich länger zu schlafen kann die innere Uhr verschieben und den Montagmorgen erschweren.',
      'Weitere hilfreiche Gewohnheiten sind Tageslicht am Morgen, weniger Koffein ab der Mittagszeit, ein kühles und dunkles Schlafzimmer und ein ruhiges Ritual vor dem Schlafengehen. Wenn Sie lange wach liegen, kann es helfen, aufzustehen, bei gedämpftem Licht etwas Ruhiges zu tun und erst wieder ins Bett zu gehen, wenn Sie müde werden.',
      'Diese Tipps sind allgemeine Informationen und kein Ersatz für professionelle Hilfe. Wenn Sie seit mehreren Wochen schlecht schlafen, laut schnarchen, tagsüber sehr müde sind oder Ihre Stimmung gedrückt bleibt, sprechen Sie mit einer Ärztin oder einem Arzt. Strukturierte Behandlungen von Schlaflosigkeit, etwa KVT bei Insomnie, helfen vielen Menschen gut.',
    ],
  },
  '6': {
    title: 'Typen oder Merkmale? Zwei Arten, Persönlichkeit zu beschreiben',
    summary: 'Manche Tests ordnen Menschen Typen zu, andere verorten sie auf Skalen. Beides hat seinen Nutzen, und wer den Unterschied kennt, liest seine Ergebnisse klüger.',
    paragraphs: [
      'Persönlichkeit lässt sich auf zwei grundlegende Arten beschreiben. Typenmodelle ordnen Menschen Kategorien zu, etwa 16 Persönlichkeitstypen, die aus vier Präferenzpaaren gebildet werden. Merkmalsmodelle wie die Big Five beschreiben jeden Menschen über seine Position auf mehreren stufenlosen Skalen.',
      'Typenmodelle lassen sich leicht merken und besprechen. Ein Typ aus vier Buchstaben liefert eine kurze Zusammenfassung, die viele Menschen als aussagekräftig empfinden, und er kann gute Gespräche über Unterschiede bei der Arbeit oder zu Hause anstoßen. Deshalb sind typbasierte Tests im Coaching und in Team-Workshops beliebt. Ein Typ erinnert außerdem daran, dass unterschiedliche Präferenzen normal sind und kein Typ besser ist als ein anderer.',
      'Merkmalsmodelle sind genauer. Die Forschung zeigt, dass die meisten Persönlichkeitseigenschaften entlang einer Skala verteilt sind, wobei die meisten Menschen in der Mitte liegen. Wer nur wenig introvertierter als extravertiert ist, erhält denselben Typbuchstaben wie ein stark introvertierter Mensch, obwohl sich beide recht unterschiedlich verhalten können.',
      'Aus diesem Grund zeigen gute typbasierte Berichte auch, wie deutlich jede Präferenz ausgeprägt ist. Liegt Ihr Wert bei einem Paar nahe der Mitte, kann die gegenteilige Beschreibung fast genauso gut auf Sie zutreffen. Es lohnt sich, beide Beschreibungen zu lesen und zu entscheiden, welche sich zutreffender anfühlt.',
      'Beide Ansätze können nützlich sein, wenn wir ihre Grenzen im Blick behalten. Ein Typ ist eine hilfreiche Zusammenfassung, kein Käfig: Er bestimmt weder Ihre Fähigkeiten noch Ihren Beruf noch, wen Sie lieben sollten. Ihr Verhalten hängt auch von der Situation, Ihren Zielen und den Fähigkeiten ab, die Sie entwickeln.',
    ],
  },
  '7': {
    title: 'Testergebnisse klug lesen',
    summary: 'Ein Testwert ist eine Information, kein Etikett. Erfahren Sie, was Prozentränge, Wertebereiche und Messfehler für Ihre eigenen Ergebnisse bedeuten.',
    paragraphs: [
      'Viele Persönlichkeitsberichte zeigen Prozentränge. Ein Prozentrang von 70 bei einem Merkmal bedeutet, dass Sie einen höheren Wert erzielt haben als etwa 70 Prozent der Menschen in der Vergleichsgruppe. Es bedeutet nicht, dass Sie 70 Prozent der Antworten richtig hatten; in Persönlichkeitstests gibt es keine richtigen oder falschen Antworten. Prozentränge hängen auch von der Vergleichsgruppe ab, sodass dieselben Antworten in einer anderen Gruppe einen leicht anderen Prozentrang ergeben können.',
      'Jeder Wert enthält einen gewissen Messfehler. Ihre Stimmung, die Tageszeit und wie Sie eine Frage verstanden haben, können das Ergebnis etwas verschieben. Deshalb beschreiben gute Berichte Bereiche oder Tendenzen. Ein Unterschied von wenigen Punkten zwischen zwei Personen oder zwischen zwei Testdurchgängen ist oft nicht bedeutsam.',
      'Ergebnisse nahe der Mitte einer Skala verdienen besondere Aufmerksamkeit. Ordnet ein Bericht Sie wegen eines kleinen Unterschieds einer Kategorie zu, kann die gegenteilige Beschreibung in vielen Situationen ebenfalls passen. Lesen Sie beide Seiten und achten Sie darauf, wo Sie sich wiedererkennen.',
      'Stellen Sie sich beim Lesen eines Berichts drei Fragen. Passt das dazu, wie ich mich in verschiedenen Situationen verhalte? Würden Menschen, die mich gut kennen, zustimmen? Was könnte ich mit dieser Information anfangen? Mit einem Freund oder einer Freundin über Ihre Ergebnisse zu sprechen, kann nützliche neue Sichtweisen bringen.',
      'Denken Sie schließlich daran, wofür der Test entwickelt wurde. Ein Persönlichkeitstest zur Selbsterkundung ist keine klinische Diagnose und kann keine psychische Erkrankung feststellen. Wenn Sie sich Sorgen um Ihre psychische Gesundheit machen, kann eine qualifizierte Fachperson eine fundierte Einschätzung vornehmen.',
    ],
  },
  '8': {
    title: 'Wie Sie eine passende Beraterin oder einen passenden Berater finden',
    summary: 'Die Beziehung zu Ihrer Beraterin oder Ihrem Berater ist sehr wichtig. Diese praktischen Schritte helfen Ihnen, eine qualifizierte Fachperson zu finden und einzuschätzen, ob es passt.',
    paragraphs: [
      'Die Forschung zeigt immer wieder, dass die Arbeitsbeziehung zwischen Klient und Beraterin oder Berater, oft therapeutische Allianz genannt, einer der stärksten Prädiktoren für gute Ergebnisse ist. Es lohnt sich also, etwas Mühe in die Suche nach der richtigen Person zu stecken.',
      'Beginnen Sie mit den Qualifikationen. Prüfen Sie, ob die Person ausgebildet und bei einer anerkannten Berufsorganisation in Ihrem Land registriert ist. Berufsbezeichnungen unterscheiden sich von Land zu Land, daher dürfen Sie ruhig direkt fragen: Welche Ausbildung haben Sie? Wer supervidiert Ihre Arbeit? Wie schützen Sie meine Privatsphäre?',
      'Überlegen Sie als Nächstes, was Sie brauchen. Manche Beraterinnen und Berater konzentrieren sich auf bestimmte Themen wie Angst, Trauer oder Beziehungen. Andere arbeiten mit bestimmten Methoden, etwa kognitiver Verhaltenstherapie oder personzentrierter Beratung. Denken Sie auch an praktische Punkte: Sprache, Ort, Online-Sitzungen, Kosten und verfügbare Termine. Die Forschung legt nahe, dass viele verschiedene Methoden im Durchschnitt ähnlich gut wirken; Ihr Vertrauen in die Person ist also genauso wichtig wie die Methode.',
      'Viele Beraterinnen und Berater bieten ein kurzes Erstgespräch an. Achten Sie dabei darauf, wie Sie sich fühlen. Fühlen Sie sich gehört und respektiert? Erklärt die Person verständlich, wie sie arbeitet? Sie müssen sich nicht sofort völlig wohlfühlen, aber Sie sollten sich sicher fühlen.',
      'Nach einigen Sitzungen ist es in Ordnung, die gemeinsame Arbeit zu überprüfen. Wenn Sie das Gefühl haben, dass sich nichts verändert, sprechen Sie es an; eine gute Beraterin oder ein guter Berater begrüßt das. Wenn es trotzdem nicht passt, ist der Wechsel zu einer anderen Fachperson eine normale und gesunde Entscheidung. In einem Notfall warten Sie nicht, bis Sie die passende Person gefunden haben: Wenden Sie sich an den örtlichen Notruf oder eine Krisenhotline.',
    ],
  },
  '9': {
    title: 'Verhaltensaktivierung: kleine Schritte, die die Stimmung heben',
    summary: 'Bei gedrückter Stimmung warten viele darauf, sich besser zu fühlen, bevor sie etwas unternehmen. Die Verhaltensaktivierung kehrt das um und beginnt mit dem Handeln.',
    paragraphs: [
      'Gedrückte Stimmung führt oft dazu, dass Menschen sich zurückziehen. Sie treffen keine Freunde mehr, lassen Hobbys ausfallen und bleiben zu Hause. Das ist verständlich, nimmt aber auch genau die Aktivitäten weg, die Freude und Erfolgserlebnisse bringen könnten, sodass die Stimmung weiter sinken kann.',
      'Die Verhaltensaktivierung ist ein Behandlungsansatz, der an diesem Kreislauf ansetzt. Statt auf Motivation zu warten, plant man kleine, konkrete Aktivitäten und führt sie aus, auch wenn man keine Lust dazu hat. Studien zeigen, dass dieser Ansatz bei Depression ebenso wirksam sein kann wie andere strukturierte Therapien.',
      'Der erste Schritt ist meist das Beobachten. Eine Woche lang notieren Sie, was Sie jede Stunde tun, und bewerten Ihre Stimmung. Viele entdecken dabei klare Muster, zum Beispiel dass die Stimmung nach langen Phasen auf dem Sofa schlechter und nach einem kurzen Spaziergang oder einem Anruf bei einem Freund besser ist.',
      'Als Nächstes wählen Sie Aktivitäten, die Ihnen wichtig sind, und halten sie so klein, dass sie gelingen: ein zehnminütiger Spaziergang statt eines Fitnessplans oder eine Nachricht an einen Freund statt der Organisation einer Party. Sie tragen sie in einen Kalender ein und achten darauf, wie Sie sich danach fühlen. Im Lauf der Wochen können die Aktivitäten nach und nach größer und regelmäßiger werden. Rückschläge sind normal; der Plan wird einfach angepasst und neu begonnen.',
      'Verhaltensaktivierung ist leicht zu beschreiben, kann aber allein schwer umzusetzen sein, wenn die Stimmung sehr gedrückt ist. Dieser Artikel ist kein Ersatz für professionelle Hilfe. Wenn die gedrückte Stimmung länger als zwei Wochen anhält oder Sie Gedanken haben, sich etwas anzutun, wenden Sie sich bitte an eine Ärztin oder einen Arzt, eine Fachperson für psychische Gesundheit oder eine Krisenhotline.',
    ],
  },
  '10': {
    title: 'Burn-out: frühe Anzeichen und was Sie tun können',
    summary: 'Burn-out entwickelt sich langsam aus lang anhaltendem Arbeitsstress. Wer die frühen Anzeichen erkennt, hat mehr Möglichkeiten, gegenzusteuern.',
    paragraphs: [
      'Die Weltgesundheitsorganisation beschreibt Burn-out als berufsbezogenes Phänomen, das durch chronischen Stress am Arbeitsplatz entsteht, der nicht erfolgreich bewältigt wurde. Es hat drei Hauptmerkmale: Erschöpfung, innere Distanz zur eigenen Arbeit oder zynische Gefühle ihr gegenüber und eine verringerte berufliche Leistungsfähigkeit.',
      'Burn-out tritt selten plötzlich auf. Zu den frühen Anzeichen gehören oft Müdigkeit, die nach einem Wochenende nicht verschwindet, Schwierigkeiten, abends abzuschalten, mehr Reizbarkeit und weniger Interesse an Teilen der Arbeit, die früher sinnvoll erschienen. Auch Schlafprobleme, Kopfschmerzen und häufige Erkältungen können auftreten. Kolleginnen, Kollegen und Familie bemerken Veränderungen wie Rückzug oder eine kürzere Zündschnur manchmal früher als die betroffene Person selbst.',
      'Die Ursachen liegen meist ebenso in der Arbeitssituation wie in der Person. Die Forschung nennt hohe Arbeitsbelastung, wenig Handlungsspielraum, unklare Rollen, fehlende Anerkennung, ungerechte Behandlung und Konflikte zwischen persönlichen Werten und der Tätigkeit. Persönliche Faktoren wie ausgeprägter Perfektionismus oder Schwierigkeiten, Nein zu sagen, können das Risiko erhöhen.',
      'Hilfreiche Schritte sind Gespräche mit Ihrer Führungskraft über Prioritäten und Arbeitsmenge, echte Pausen, Grenzen für Arbeitsnachrichten nach Feierabend und Zeit für Schlaf, Bewegung und Menschen, die Ihnen guttun. Zwei Wochen lang zu notieren, was Ihnen Energie raubt und was Sie wieder auftankt, kann zeigen, wo Veränderung am dringendsten nötig ist.',
      'Burn-out kann sich mit Depression und Angst überschneiden, und die Beschwerden können ernst sein. Dieser Artikel ist kein Ersatz für professionelle Hilfe. Wenn die Erschöpfung wochenlang anhält, Ihre Stimmung gedrückt bleibt oder alltägliche Aufgaben unmöglich erscheinen, sprechen Sie mit einer Ärztin oder einem Arzt oder einer Fachperson für psychische Gesundheit.',
    ],
  },
  '11': {
    title: 'Fünf Mythen über Introvertierte',
    summary: 'Introversion wird oft missverstanden. Hier lesen Sie, was die Forschung über stille Persönlichkeiten sagt – und was nicht.',
    paragraphs: [
      'In der Persönlichkeitsforschung ist Introversion das untere Ende der Extraversionsskala. Introvertierte bevorzugen eher ruhigere Umgebungen und kleinere Gruppen und brauchen nach belebten geselligen Anlässen oft Zeit für sich, um neue Kraft zu schöpfen. Die Forschung legt nahe, dass Menschen sich darin unterscheiden, wie viel Reizeinwirkung sie als angenehm empfinden, und dass Introvertierte ihre Grenze früher erreichen. Wie jedes Merkmal ist das eine Frage des Ausmaßes, und viele Menschen liegen irgendwo in der Mitte.',
      'Mythos eins: Introvertierte sind schüchtern. Schüchternheit ist die Angst vor sozialer Bewertung, Introversion dagegen eine Vorliebe für weniger Reize. Manche Introvertierte sind überhaupt nicht schüchtern, und manche Extravertierte sind es durchaus. Mythos zwei: Introvertierte mögen keine Menschen. Die meisten Introvertierten schätzen enge Beziehungen; sie ziehen tiefe Gespräche mit wenigen Menschen oft dem Small Talk mit vielen vor.',
      'Mythos drei: Introvertierte können keine Führungskräfte sein. Studien zeigen, dass introvertierte Führungskräfte sehr wirksam sein können, besonders mit proaktiven Teams, weil sie eher zuhören und andere Ideen einbringen lassen. Mythos vier: Introversion muss man beheben. Sie ist eine normale Spielart der Persönlichkeit, kein Problem.',
      'Mythos fünf: Introvertierte und Extravertierte sind völlig verschiedene Arten von Menschen. In Wirklichkeit verhält sich jeder je nach Situation mal mehr, mal weniger kontaktfreudig. Die Forschung zeigt sogar, dass Introvertierte es oft genießen, sich eine Weile gesellig zu verhalten, auch wenn sie danach müde sein können.',
      'Zu wissen, wo Sie auf dieser Skala stehen, kann Ihnen helfen, Ihre Tage zu planen: wann Sie Gesellschaft suchen, wann Sie sich ausruhen und wie Sie anderen Ihre Bedürfnisse erklären. Ihr Wert beschreibt eine Tendenz, keine Grenze dessen, was Sie können.',
    ],
  },
  '12': {
    title: 'Stress und Körper: was passiert und wie Sie sich erholen',
    summary: 'Stress spielt sich nicht nur im Kopf ab. Dieser Artikel erklärt, wie der Körper auf Druck reagiert und welche einfachen Gewohnheiten ihm helfen, wieder zur Ruhe zu kommen.',
    paragraphs: [
      'Wenn Sie vor einer Herausforderung stehen, bereitet sich Ihr Körper auf das Handeln vor. Das Nervensystem und Hormone wie Adrenalin und Cortisol lassen das Herz schneller schlagen, beschleunigen die Atmung und spannen die Muskeln an. Energie wird dorthin gelenkt, wo sie gebraucht wird, und die Verdauung verlangsamt sich. Diese Stressreaktion ist uralt und nützlich: Sie hilft uns, schnell zu reagieren.',
      'Probleme entstehen, wenn die Reaktion zu oft oder zu lange eingeschaltet ist. Anhaltender Stress steht in Zusammenhang mit schlechtem Schlaf, Kopfschmerzen, Magenbeschwerden, Bluthochdruck und einem geschwächten Immunsystem. Er kann es auch erschweren, sich zu konzentrieren und Dinge zu genießen.',
      'Erholung ist die andere Hälfte der Geschichte. Der Körper verfügt über ein beruhigendes System, das das Herz verlangsamt und Ruhe und Verdauung unterstützt. Langsames Atmen, besonders mit längerem Ausatmen, ist eine einfache Möglichkeit, es zu aktivieren. Atmen Sie einige Minuten lang vier Sekunden ein und sechs Sekunden aus.',
      'Regelmäßige Bewegung, ausreichend Schlaf, Zeit in der Natur und Kontakt zu unterstützenden Menschen helfen dem Körper, sich zu erholen. Auch kleine Pausen im Lauf des Tages zählen: Ein kurzer Spaziergang oder ein paar Minuten ohne Bildschirm können die Anspannung senken, bevor sie sich aufstaut. Es hilft außerdem, auf Ihre eigenen frühen Signale zu achten, etwa einen verspannten Kiefer oder flache Atmung, damit Sie früher reagieren können.',
      'Manche körperlichen Beschwerden können medizinische Ursachen haben, erklären Sie also nicht alles mit Stress. Dieser Artikel ist kein Ersatz für professionelle Hilfe. Wenn Beschwerden stark oder neu sind oder nicht vergehen, gehen Sie zu einer Ärztin oder einem Arzt; wenn sich der Stress nicht mehr bewältigen lässt, kann eine Fachperson für psychische Gesundheit helfen.',
    ],
  },
};

const courseCategories: UserCenterTexts['courseCategories'] = {
  '1': { name: 'Selbsterkenntnis', description: 'Verstehen Sie Ihre Persönlichkeit, Ihre Stärken und Werte und nutzen Sie sie im Alltag.' },
  '2': { name: 'Beziehungen', description: 'Gestalten Sie engere und entspanntere Beziehungen zu Partner, Freunden und Familie.' },
  '3': { name: 'Arbeit und Stress', description: 'Gehen Sie mit Druck bei der Arbeit um, tanken Sie Energie und beugen Sie Burn-out vor.' },
};

const courses: UserCenterTexts['courses'] = {
  '1': {
    title: 'Ihren Persönlichkeitstyp verstehen',
    summary: 'Ein praktischer Leitfaden, um Ihr Ergebnis im 16-Typen-Modell zu lesen und im Alltag zu nutzen.',
    description:
      'Dieser Kurs erklärt, was die vier Präferenzpaare eines 16-Typen-Modells bedeuten und wie Sie Ihr eigenes Ergebnis lesen. Kurze Übungen helfen Ihnen, das Ergebnis mit Ihrem tatsächlichen Leben abzugleichen und daraus sinnvolle nächste Schritte abzuleiten.',
    author: 'Mindprint-Redaktion',
    chapters: [
      {
        title: 'Kapitel 1: Was ein Persönlichkeitstyp Ihnen sagen kann',
        paragraphs: [
          'Ein Persönlichkeitstyp ist eine kurze Zusammenfassung Ihrer Präferenzen: woher Sie Energie beziehen, wie Sie Informationen aufnehmen, wie Sie Entscheidungen treffen und wie Sie Ihr Leben gern organisieren. Er beschreibt, was sich für Sie natürlich anfühlt, nicht, wozu Sie fähig sind. Jeder Typ kann jede Fähigkeit erlernen.',
          'Ihr Ergebnis beruht auf Ihren eigenen Antworten und spiegelt daher wider, wie Sie sich heute sehen. Es ist ein Ausgangspunkt zum Nachdenken. Die nützlichste Frage lautet nicht „Bin das ich?“, sondern „Wo passt das zu mir und wo nicht?“',
          'Übung: Lesen Sie die Kurzbeschreibung Ihres Typs. Unterstreichen Sie drei Sätze, die gut zu Ihnen passen, und kreisen Sie einen Satz ein, der nicht passt. Notieren Sie zu jedem unterstrichenen Satz ein Beispiel aus dem letzten Monat.',
        ],
      },
      {
        title: 'Kapitel 2: Die vier Präferenzpaare',
        paragraphs: [
          'Extraversion und Introversion beschreiben, wohin Sie Ihre Energie lenken: auf Menschen und Aktivität oder auf Ihre Innenwelt und stilles Nachdenken. Sensorik und Intuition beschreiben, wie Sie Informationen am liebsten aufnehmen: als konkrete Fakten und Erfahrungen oder als Muster und Möglichkeiten.',
          'Denken und Fühlen beschreiben, wie Sie am liebsten entscheiden: durch logische Analyse oder unter Berücksichtigung von Werten und den beteiligten Menschen. Urteilen und Wahrnehmen beschreiben, wie Sie gern leben: mit Plänen und klaren Abschlüssen oder mit Flexibilität und offenen Optionen. Jeder nutzt beide Seiten jedes Paares; die Präferenz zeigt nur, welche Seite sich leichter anfühlt.',
          'Übung: Schreiben Sie zu jedem Paar eine Situation auf, in der Sie klar Ihre bevorzugte Seite genutzt haben, und eine, in der Sie die andere Seite genutzt haben. Achten Sie darauf, wie sich beides angefühlt hat. Die weniger bevorzugte Seite zu nutzen ist oft möglich, aber anstrengender.',
        ],
      },
      {
        title: 'Kapitel 3: Deutliche und knappe Präferenzen',
        paragraphs: [
          'Ihr Bericht zeigt, wie deutlich jede Präferenz ausgeprägt ist. Eine deutliche Präferenz bedeutet, dass Ihre Antworten klar in eine Richtung wiesen. Eine knappe Präferenz bedeutet, dass Ihre Antworten fast ausgeglichen waren und beide Beschreibungen je nach Situation auf Sie zutreffen können.',
          'Knappe Ergebnisse sind kein Problem. Oft zeigen sie Flexibilität. Sie bedeuten aber auch, dass Ihr Typbuchstabe für dieses Paar weniger sicher ist. Wenn Sie den Test wiederholen, ist es dieser Buchstabe, der sich am ehesten ändert. Das heißt nicht, dass der Test versagt hat, sondern dass Sie beide Seiten recht häufig nutzen.',
          'Fragen zum Nachdenken: Welche Ihrer Präferenzen sind deutlich? Welche sind knapp? Lesen Sie bei einem knappen Paar beide Beschreibungen. In welchen Situationen handeln Sie wie die eine, in welchen wie die andere? Fragen Sie einen Freund oder eine Freundin, welche Beschreibung besser zu Ihnen passt und warum.',
        ],
      },
      {
        title: 'Kapitel 4: Ihren Typ praktisch nutzen',
        paragraphs: [
          'Ihre Präferenzen zu kennen, kann Ihnen bei der Tagesplanung helfen. Wenn Sie Introversion bevorzugen, planen Sie nach langen Besprechungen vielleicht ruhige Zeit ein. Wenn Sie Wahrnehmen bevorzugen, setzen Sie sich vielleicht ein paar feste Fristen, damit offene Optionen nicht zu Stress in letzter Minute werden.',
          'Ihr Typ kann auch die Kommunikation verbessern. Menschen mit unterschiedlichen Präferenzen brauchen oft unterschiedliche Informationen: die einen Fakten und Schritte, die anderen das große Ganze und die Gründe. Die Frage „Was brauchst du von mir, um zu entscheiden?“ hilft oft mehr als Raten.',
          'Abschlussübung: Wählen Sie eine Situation, die für Sie oft schlecht läuft, etwa Teambesprechungen oder die Urlaubsplanung. Notieren Sie, welche Ihrer Präferenzen dabei eine Rolle spielen, was die andere Person vielleicht bevorzugt und eine kleine Veränderung, die Sie diese Woche ausprobieren.',
        ],
      },
    ],
  },
  '2': {
    title: 'Mit den eigenen Stärken wachsen',
    summary: 'Finden Sie Ihre natürlichen Stärken, nutzen Sie sie öfter und behalten Sie ihre blinden Flecken im Griff.',
    description:
      'Stärken sind Denk-, Gefühls- und Handlungsmuster, die Ihnen leichtfallen und Ihnen Energie geben. Dieser Kurs hilft Ihnen, Ihre Stärken zu benennen, sie auf neue Weise einzusetzen und zu bemerken, wenn eine Stärke übertrieben wird. Jedes Kapitel endet mit einer praktischen Übung.',
    author: 'Mindprint-Redaktion, Reihe Selbsterkenntnis',
    chapters: [
      {
        title: 'Kapitel 1: Was als Stärke zählt',
        paragraphs: [
          'Eine Stärke ist mehr als etwas, das Sie gut können. Es ist etwas, das Sie gut, oft und gern tun. Wenn Sie eine Stärke einsetzen, vergeht die Zeit schnell, und Sie fühlen sich danach oft energiegeladener, nicht erschöpfter.',
          'Forschung aus der positiven Psychologie legt nahe, dass Menschen, die ihre Stärken im Alltag oft einsetzen, von mehr Wohlbefinden und mehr Engagement bei der Arbeit berichten. Der Effekt ist keine Zauberei, aber er ist beständig: Kleiner, regelmäßiger Einsatz zählt mehr als eine seltene große Anstrengung. Stärken wachsen außerdem mit der Übung, genau wie Fähigkeiten.',
          'Übung: Denken Sie an drei Momente im vergangenen Jahr, in denen Sie sich von Ihrer besten Seite gezeigt haben. Notieren Sie zu jedem Moment, was Sie getan haben, wer dabei war und welche persönlichen Eigenschaften Sie eingesetzt haben. Achten Sie auf Eigenschaften, die mehr als einmal vorkommen.',
        ],
      },
      {
        title: 'Kapitel 2: Die eigenen Stärken benennen',
        paragraphs: [
          'Persönlichkeitsergebnisse können hilfreiche Hinweise geben. So geht hohe Offenheit oft mit Neugier und Kreativität einher und hohe Gewissenhaftigkeit mit Ausdauer und Planung. Ihre Typpräferenzen können in ähnliche Richtungen weisen.',
          'Andere sehen oft Stärken, die wir für selbstverständlich halten. Fragen Sie drei Menschen, die Sie gut kennen: „Wann hast du mich von meiner besten Seite erlebt?“ Sammeln Sie die Antworten, ohne zu widersprechen oder sich zu erklären. Viele sind überrascht, was andere bemerken. Wird dieselbe Eigenschaft von mehreren Menschen genannt, ist sie sehr wahrscheinlich eine echte Stärke.',
          'Übung: Führen Sie Ihre eigene Liste und die erhaltenen Rückmeldungen zusammen. Wählen Sie die fünf Stärken, die am häufigsten vorkommen. Schreiben Sie zu jeder einen kurzen Satz in Ihren eigenen Worten, etwa „Ich merke, wenn sich jemand in der Gruppe ausgeschlossen fühlt.“',
        ],
      },
      {
        title: 'Kapitel 3: Stärken auf neue Weise einsetzen',
        paragraphs: [
          'Eine gut untersuchte Übung besteht darin, eine Ihrer größten Stärken eine Woche lang jeden Tag auf neue Weise einzusetzen. Studien ergaben, dass diese einfache Übung das Wohlbefinden noch wochenlang steigern kann. Entscheidend ist das Neue: etwas Vertrautes in einem neuen Umfeld zu tun.',
          'Wenn zum Beispiel Neugier zu Ihren Stärken gehört, könnten Sie eine Kollegin nach ihrer Arbeit fragen, einen neuen Heimweg ausprobieren oder über ein Thema lesen, von dem Sie nichts wissen. Wenn Freundlichkeit eine Stärke ist, könnten Sie einen Dankesbrief schreiben oder einem Nachbarn helfen.',
          'Übung: Planen Sie sieben kleine neue Einsatzmöglichkeiten einer Stärke, eine für jeden Tag der kommenden Woche. Schreiben Sie sie auf, bevor Sie beginnen. Notieren Sie jeden Abend, was Sie getan haben und wie Sie sich gefühlt haben. Lesen Sie am Ende der Woche Ihre Notizen und wählen Sie eine Einsatzmöglichkeit, die Sie beibehalten.',
        ],
      },
      {
        title: 'Kapitel 4: Wenn eine Stärke zu viel wird',
        paragraphs: [
          'Jede Stärke kann übertrieben werden. Ausdauer kann zu Sturheit werden, Ehrlichkeit zu Härte und Fürsorge für andere zur Vernachlässigung seiner selbst. Übertreibung geschieht meist unter Stress, wenn wir uns auf das verlassen, was sich am sichersten anfühlt. Andere bemerken die Übertreibung oft früher als wir selbst.',
          'Ziel ist nicht, Stärken weniger zu nutzen, sondern sie klug einzusetzen: die richtige Stärke, im richtigen Maß, zur richtigen Zeit. Stärken können sich gegenseitig ausgleichen. So kann Freundlichkeit Ehrlichkeit abmildern und Neugier sture Beharrlichkeit öffnen.',
          'Fragen zum Nachdenken: Welche Ihrer Stärken empfinden andere manchmal als zu viel? In welchen Situationen passiert das? Welche andere Stärke könnte sie ausgleichen? Schreiben Sie einen Satz auf, den Sie sich sagen können, wenn Sie merken, dass die Übertreibung beginnt.',
        ],
      },
    ],
  },
  '3': {
    title: 'Kommunikation in engen Beziehungen',
    summary: 'Über Bedürfnisse sprechen, gut zuhören und Konflikte so lösen, dass sie Sie einander näherbringen.',
    description:
      'Gute Kommunikation ist einer der besten Prädiktoren für dauerhafte, erfüllende Beziehungen. Dieser Kurs gibt Ihnen praktische Werkzeuge, um zuzuhören, Bedürfnisse auszudrücken und mit Meinungsverschiedenheiten in Partnerschaft, Freundschaft und Familie umzugehen. Er zeigt auch, wie unterschiedliche Persönlichkeitspräferenzen die Art prägen, wie Menschen miteinander sprechen.',
    author: 'Mindprint-Redaktion',
    chapters: [
      {
        title: 'Kapitel 1: Zuhören, bei dem sich andere gehört fühlen',
        paragraphs: [
          'Die meisten Menschen hören zu, um zu antworten. Aktives Zuhören bedeutet, zuzuhören, um zu verstehen. Sie schenken volle Aufmerksamkeit, legen das Handy weg und prüfen, ob Sie richtig verstanden haben, bevor Sie Ihre eigene Sicht äußern. Das klingt einfach, erfordert aber Übung, besonders bei emotionalen Themen.',
          'Zwei einfache Werkzeuge helfen sehr. Das erste ist das Zusammenfassen: „Du hast dich also allein gelassen gefühlt, als ich spät nach Hause kam?“ Das zweite sind offene Fragen, die sich nicht mit Ja oder Nein beantworten lassen, etwa „Was war für dich am schwersten?“',
          'Übung: Fassen Sie in Ihrem nächsten wichtigen Gespräch mindestens zweimal zusammen, was die andere Person gesagt hat, bevor Sie Ihre Meinung äußern. Notieren Sie danach, wie sich das Gespräch angefühlt hat und ob die andere Person anders reagiert hat als sonst.',
        ],
      },
      {
        title: 'Kapitel 2: Sagen, was Sie brauchen',
        paragraphs: [
          'Viele Konflikte beginnen mit Kritik an der anderen Person: „Du hilfst nie.“ Das führt meist zu Verteidigung, nicht zu Veränderung. Hilfreicher ist es, die Situation, Ihr Gefühl und Ihr Bedürfnis zu beschreiben und dann eine klare Bitte zu formulieren.',
          'Zum Beispiel: „Wenn abends noch das Geschirr in der Spüle steht, fühle ich mich müde und mit dem Haushalt allein. Ich brauche, dass wir ihn uns teilen. Könntest du unter der Woche abwaschen?“ Das ist konkret und ehrlich und gibt der anderen Person etwas, das sie tun kann.',
          'Übung: Denken Sie an eine wiederkehrende Beschwerde in einer Ihrer Beziehungen. Formulieren Sie sie in vier Teilen neu: Situation, Gefühl, Bedürfnis und Bitte. Lesen Sie sie laut vor. Klingt sie wie eine Einladung oder wie ein Angriff? Passen Sie sie an, bis sie sich fair anfühlt.',
        ],
      },
      {
        title: 'Kapitel 3: Ruhig mit Konflikten umgehen',
        paragraphs: [
          'Konflikte sind normal; entscheidend ist, wie man mit ihnen umgeht. Forschung mit Paaren zeigt, dass Kritik, Verachtung, Rechtfertigung und Mauern Konflikte schädlicher machen. Ihre Gegenstücke sind ein sanfter Einstieg, Respekt, die Übernahme eines Teils der Verantwortung und das Im-Kontakt-Bleiben.',
          'Wenn Gefühle sehr stark werden, schaltet der Körper auf Stressreaktion, und Zuhören wird schwer. In diesem Moment ist eine kurze Pause besser als ein langer Streit. Vereinbaren Sie ein Zeichen, nehmen Sie sich etwa zwanzig Minuten, um sich zu beruhigen, und kehren Sie dann zum Thema zurück.',
          'Fragen zum Nachdenken: Wie beginnen Konflikte in Ihrer Beziehung normalerweise? Welches der vier schädlichen Muster nutzen Sie am häufigsten? Wie würde ein sanfter Einstieg bei Ihrem häufigsten Streitthema klingen? Vereinbaren Sie mit der anderen Person ein Pausenzeichen, das Sie beide akzeptieren.',
        ],
      },
      {
        title: 'Kapitel 4: Verschiedene Persönlichkeiten, verschiedene Stile',
        paragraphs: [
          'Persönlichkeitspräferenzen beeinflussen, wie Menschen kommunizieren. Wer Extraversion bevorzugt, möchte ein Problem vielleicht sofort durchsprechen, während jemand, der Introversion bevorzugt, erst Zeit zum Nachdenken braucht. Keine der beiden Arten ist falsch, aber der Unterschied kann Frust auslösen.',
          'Ähnlich möchten manche Menschen lieber über Fakten und Lösungen sprechen, während andere zuerst das Gefühl brauchen, dass ihre Emotionen verstanden werden. Die Frage „Möchtest du einen Rat, oder soll ich einfach zuhören?“ kann viele Missverständnisse verhindern.',
          'Abschlussübung: Sprechen Sie mit Ihrem Partner, Ihrer Partnerin oder einem engen Freund über drei Fragen: Wie viel Zeit brauchst du, bevor wir über ein Problem sprechen? Was hilft dir, dich verstanden zu fühlen? Was sollte ich vermeiden, wenn du aufgewühlt bist? Schreiben Sie die Antworten auf und bewahren Sie sie auf.',
        ],
      },
    ],
  },
  '4': {
    title: 'Freundschaft und Zugehörigkeit',
    summary: 'Als Erwachsener neue Freunde finden, bestehende Freundschaften vertiefen und mit Einsamkeit umgehen.',
    description:
      'Freundschaften schützen unsere Gesundheit und unser Wohlbefinden, und doch fällt es vielen Erwachsenen schwer, Freunde zu finden und zu halten. Dieser Kurs erklärt, was die Forschung darüber sagt, wie Freundschaften wachsen, und zeigt kleine, konkrete Schritte, um Verbindungen aufzubauen.',
    author: 'Mindprint-Redaktion, Reihe Beziehungen',
    chapters: [
      {
        title: 'Kapitel 1: Warum Freundschaft wichtig ist',
        paragraphs: [
          'Starke soziale Bindungen gehen mit besserer psychischer Gesundheit, besserer körperlicher Gesundheit und sogar einem längeren Leben einher. Einsamkeit dagegen steht in Zusammenhang mit Stress, schlechtem Schlaf und gedrückter Stimmung. Sich verbunden zu fühlen, ist ein menschliches Grundbedürfnis, kein Luxus.',
          'Bei Einsamkeit geht es um die Qualität von Beziehungen, nicht um ihre Anzahl. Man kann sich in einer Menschenmenge einsam und mit nur zwei engen Freunden gut verbunden fühlen. Viele Menschen fühlen sich irgendwann einsam, besonders nach einem Umzug, einem Jobwechsel oder dem Ende einer Beziehung.',
          'Fragen zum Nachdenken: Wem fühlen Sie sich gerade nahe? Wen würden Sie mit einer guten Nachricht anrufen, wen mit einer schlechten? Sind Sie mit Ihren Verbindungen zufrieden, und wenn nicht, was fehlt: mehr Menschen oder engerer Kontakt zu Menschen, die Sie bereits kennen?',
        ],
      },
      {
        title: 'Kapitel 2: Wie Freundschaften wachsen',
        paragraphs: [
          'Die Forschung legt nahe, dass Freundschaften durch wiederholten Kontakt über längere Zeit wachsen. Regelmäßig dieselben Menschen zu sehen, etwa in einem Kurs, einem Verein oder bei der Arbeit, gibt Beziehungen die Chance, sich zu entwickeln. Eine Studie schätzte, dass es etwa 50 gemeinsame Stunden braucht, bis aus einer Bekanntschaft eine lockere Freundschaft wird, und viele Stunden mehr für eine enge Freundschaft.',
          'Vertrautheit hilft ebenfalls: Wir mögen andere in der Regel umso mehr, je vertrauter sie uns werden. Deshalb eignen sich regelmäßige Aktivitäten besser, um Freunde zu finden, als einmalige Veranstaltungen. Mit der Zeit etwas mehr von sich zu erzählen und herzlich zu reagieren, wenn andere sich öffnen, vertieft das Vertrauen.',
          'Übung: Wählen Sie eine regelmäßige Aktivität, bei der Sie jede Woche dieselben Menschen sehen, etwa eine Sportgruppe, einen Sprachkurs oder ein Ehrenamt. Nehmen Sie sich vor, mindestens sechsmal hinzugehen, bevor Sie entscheiden, ob es das Richtige für Sie ist.',
        ],
      },
      {
        title: 'Kapitel 3: Den ersten Schritt machen',
        paragraphs: [
          'Viele Menschen warten darauf, dass andere sich zuerst melden. Studien zeigen, dass Menschen oft unterschätzen, wie sehr andere sie nach einem Gespräch mögen und wie sehr sich andere freuen würden, von ihnen zu hören. Wer sich meldet, ist meist willkommener, als man denkt.',
          'Fangen Sie klein an. Schicken Sie eine kurze Nachricht an jemanden, mit dem Sie eine Weile nicht gesprochen haben. Schlagen Sie einen konkreten Plan vor, etwa einen Spaziergang am Samstagvormittag, statt eines vagen „Wir sollten uns mal treffen“. Konkrete Pläne werden viel eher verwirklicht.',
          'Übung: Schreiben Sie fünf Menschen auf, die Sie gern öfter sehen würden. Melden Sie sich diese Woche bei zweien davon mit einem konkreten Vorschlag. Notieren Sie, wie Sie sich vorher und nachher gefühlt haben und wie die anderen reagiert haben.',
        ],
      },
      {
        title: 'Kapitel 4: Freundschaften lebendig halten',
        paragraphs: [
          'Freundschaften brauchen regelmäßige Pflege. Kleine Gesten zählen: sich an ein wichtiges Datum erinnern, nach etwas fragen, das der Freund beim letzten Mal erwähnt hat, oder seine guten Nachrichten mit echtem Interesse aufnehmen. Begeistert auf gute Nachrichten zu reagieren, geht mit stärkeren Bindungen einher.',
          'Konflikte und Distanz gibt es in jeder Freundschaft. Oft hilft eine kurze, ehrliche Nachricht: „Ich vermisse unsere Gespräche. Wollen wir uns bald treffen?“ Wenn eine Freundschaft über lange Zeit mehr Stress als Unterstützung bringt, ist es auch in Ordnung, ihr weniger Raum zu geben.',
          'Abschlussübung: Zeichnen Sie drei Kreise: enge Freunde, gute Freunde und freundliche Bekannte. Ordnen Sie die Menschen darin ein. Notieren Sie für jeden engen Freund eine Kleinigkeit, mit der Sie ihm diesen Monat zeigen, dass er Ihnen wichtig ist. Wenn die Einsamkeit schwer wiegt und anhält, ziehen Sie ein Gespräch mit einer Beraterin oder einem Berater in Betracht.',
        ],
      },
    ],
  },
  '5': {
    title: 'Werkzeugkasten gegen Alltagsstress',
    summary: 'Einfache, wissenschaftlich fundierte Werkzeuge, um Stress früh zu bemerken und Körper und Geist zu beruhigen.',
    description:
      'Stress gehört zum Leben, doch lang anhaltender Stress schadet Schlaf, Stimmung und Gesundheit. Dieser Kurs vermittelt einfache Werkzeuge, die Sie in wenigen Minuten anwenden können: Stresssignale bemerken, beruhigend atmen, hilfreich denken und Erholungsgewohnheiten im Alltag pflegen.',
    author: 'Mindprint-Redaktion',
    chapters: [
      {
        title: 'Kapitel 1: Ihre Stresssignale kennen',
        paragraphs: [
          'Stress zeigt sich im Körper, in Gedanken, in Gefühlen und im Verhalten. Körperliche Signale können ein verspannter Nacken, schneller Herzschlag oder Bauchschmerzen sein. Zu den gedanklichen Signalen gehören Sorgen und Konzentrationsprobleme. Zu den Verhaltenssignalen gehören, andere anzufahren, mehr oder weniger zu essen oder spätabends endlos durch das Handy zu scrollen.',
          'Jeder Mensch hat seine eigenen typischen Frühsignale. Wer sie früh bemerkt, hat Zeit zu handeln, bevor der Stress überwältigend wird. Die meisten Menschen bemerken Stress erst, wenn er bereits hoch ist.',
          'Übung: Halten Sie eine Woche lang dreimal täglich inne: morgens, mittags und abends. Bewerten Sie Ihren Stress von 0 bis 10 und notieren Sie ein körperliches Signal, einen Gedanken und ein Verhalten, das Sie bemerken. Markieren Sie am Ende der Woche Ihre drei häufigsten Frühsignale.',
        ],
      },
      {
        title: 'Kapitel 2: Den Körper beruhigen',
        paragraphs: [
          'Langsames Atmen ist einer der schnellsten Wege, den Körper zu beruhigen. Wenn das Ausatmen länger dauert als das Einatmen, wird das beruhigende System des Körpers aktiver und der Herzschlag verlangsamt sich.',
          'Probieren Sie Folgendes: Atmen Sie vier Sekunden lang durch die Nase ein und sechs Sekunden lang langsam durch den Mund aus. Wiederholen Sie das zwei bis fünf Minuten lang. Eine andere Möglichkeit ist die Box-Atmung: vier Sekunden ein, vier halten, vier aus, vier halten.',
          'Übung: Üben Sie eine Woche lang zweimal täglich eine Atemtechnik, auch wenn Sie ruhig sind. Wer im ruhigen Zustand übt, kann die Technik unter Stress leichter anwenden. Bewerten Sie Ihre Anspannung vor und nach jeder Übung von 0 bis 10 und notieren Sie den Unterschied.',
        ],
      },
      {
        title: 'Kapitel 3: Mit stressigen Gedanken arbeiten',
        paragraphs: [
          'Stress entsteht oft daraus, wie wir eine Situation deuten. Gedanken wie „Das wird eine Katastrophe“ oder „Ich muss alles perfekt machen“ lassen den Körper reagieren, als gäbe es eine echte Gefahr. Diese Gedanken zu bemerken, ist der erste Schritt.',
          'Stellen Sie dann hilfreiche Fragen: Was spricht für diesen Gedanken, was dagegen? Was ist der wahrscheinlichste Ausgang, nicht der schlimmste? Was würde ich einem Freund in derselben Lage sagen? Ziel ist nicht, positiv zu denken, sondern realistisch.',
          'Übung: Wenn Sie diese Woche eine starke Stressreaktion bemerken, notieren Sie die Situation, Ihren Gedanken, Ihr Gefühl und dessen Stärke von 0 bis 100. Schreiben Sie dann einen ausgewogeneren Gedanken auf und bewerten Sie Ihr Gefühl erneut. Wiederholen Sie das mindestens dreimal.',
        ],
      },
      {
        title: 'Kapitel 4: Erholung in den Alltag einbauen',
        paragraphs: [
          'Erholung ist keine Belohnung dafür, dass alle Arbeit erledigt ist; sie ist das, was gute Arbeit erst möglich macht. Kurze Pausen im Lauf des Tages, regelmäßiger Schlaf, Bewegung und Zeit mit Menschen, die Sie mögen, helfen Körper und Geist, sich zu erholen.',
          'Am besten erholen Sie sich bei Aktivitäten, die sich von Ihrer Arbeit unterscheiden. Ist Ihre Arbeit geistig anstrengend, helfen vielleicht Bewegung oder Handwerkliches. Haben Sie bei der Arbeit mit vielen Menschen zu tun, hilft ruhige Zeit allein möglicherweise mehr. Abends von der Arbeit abzuschalten, ist einer der stärksten Prädiktoren für Erholung.',
          'Abschlussübung: Schreiben Sie Ihren persönlichen Stressplan auf eine Seite: Ihre Frühsignale, zwei Beruhigungswerkzeuge, einen hilfreichen Gedanken und drei Erholungsaktivitäten für jede Woche. Wenn der Stress wochenlang hoch bleibt oder Ihre Gesundheit beeinträchtigt, sprechen Sie bitte mit einer Ärztin oder einem Arzt oder einer Fachperson für psychische Gesundheit.',
        ],
      },
    ],
  },
  '6': {
    title: 'Burn-out am Arbeitsplatz vorbeugen',
    summary: 'Verstehen Sie, woher Burn-out kommt, schützen Sie Ihre Energie und gestalten Sie Ihre Arbeit gesünder.',
    description:
      'Burn-out entwickelt sich langsam aus lang anhaltendem Arbeitsstress. Dieser Kurs hilft Ihnen, frühe Warnzeichen zu erkennen, die wichtigsten Belastungsquellen in Ihrem Job zu finden und gemeinsam mit Team und Führungskraft praktische Veränderungen vorzunehmen. Er betrachtet auch, wie Ihre Persönlichkeitspräferenzen beeinflussen, was Ihnen Energie raubt und was Sie wieder auftankt.',
    author: 'Mindprint-Redaktion, Reihe Arbeit und Wohlbefinden',
    chapters: [
      {
        title: 'Kapitel 1: Burn-out verstehen',
        paragraphs: [
          'Burn-out wird als Folge von chronischem Stress am Arbeitsplatz beschrieben, der nicht erfolgreich bewältigt wurde. Seine drei Hauptmerkmale sind Erschöpfung, innere Distanz oder Zynismus gegenüber der Arbeit und das Gefühl verringerter Leistungsfähigkeit.',
          'Burn-out ist keine persönliche Schwäche. Die Forschung zeigt, dass die Arbeitsbedingungen eine große Rolle spielen: hohe Arbeitsbelastung, wenig Handlungsspielraum, fehlende Anerkennung, schlechte Beziehungen im Team, Ungerechtigkeit und ein Widerspruch zwischen persönlichen Werten und der Arbeit. Persönliche Gewohnheiten wie Perfektionismus können das Risiko erhöhen.',
          'Fragen zum Nachdenken: Wie erschöpft fühlen Sie sich auf einer Skala von 0 bis 10 am Ende einer normalen Woche? Wie hat sich Ihre Einstellung zu Ihrer Arbeit im vergangenen Jahr verändert? Welche der oben genannten Arbeitsbedingungen erkennen Sie in Ihrer Situation wieder?',
        ],
      },
      {
        title: 'Kapitel 2: Erfassen, was Ihnen Energie raubt und was Sie auftankt',
        paragraphs: [
          'Die Energie bei der Arbeit hängt vom Gleichgewicht zwischen Anforderungen und Ressourcen ab. Anforderungen kosten Kraft, etwa Termindruck oder schwierige Gespräche. Ressourcen helfen, etwa die Unterstützung durch Kollegen, klare Ziele, Selbstbestimmung und Lernen.',
          'Auch hier spielen Persönlichkeitspräferenzen eine Rolle. Wer Introversion bevorzugt, empfindet ständige Besprechungen vielleicht als kräftezehrend, während jemand, der Extraversion bevorzugt, sich durch lange Phasen allein am Schreibtisch ausgelaugt fühlt. Ihre Präferenzen zu kennen, hilft Ihnen, Ihre Bedürfnisse zu erklären.',
          'Übung: Notieren Sie zwei Wochen lang täglich Ihre drei größten Energieräuber und Ihre drei größten Energiequellen bei der Arbeit. Suchen Sie am Ende nach Mustern. Markieren Sie, welche Energieräuber Sie selbst ändern können, welche ein Gespräch erfordern und welche Sie vorerst hinnehmen müssen.',
        ],
      },
      {
        title: 'Kapitel 3: Grenzen setzen und Erholung schützen',
        paragraphs: [
          'Wenn die Arbeit immer mehr wird, schützen klare Grenzen Ihre Gesundheit. Das können feste Zeiten sein, in denen Sie keine Arbeitsnachrichten lesen, eine echte Mittagspause fern vom Schreibtisch oder der Satz „Ich kann das übernehmen, aber dann verzögert sich die andere Aufgabe. Was ist wichtiger?“',
          'Erholung außerhalb der Arbeit ist unverzichtbar. Psychologisches Abschalten, also in der Freizeit gedanklich von der Arbeit loszulassen, hängt eng mit geringerer Erschöpfung zusammen. Ein kurzes Ritual zum Feierabend, etwa die drei wichtigsten Aufgaben für morgen aufzuschreiben und den Laptop zuzuklappen, hilft dem Kopf loszulassen.',
          'Übung: Wählen Sie eine Grenze, die Sie in den nächsten zwei Wochen ausprobieren. Schreiben Sie sie auf, erzählen Sie einer Person davon und notieren Sie jeden Tag, ob Sie sie eingehalten haben und wie Sie sich gefühlt haben. Passen Sie die Grenze an, wenn sie nicht realistisch ist.',
        ],
      },
      {
        title: 'Kapitel 4: Die Arbeit verändern, nicht nur sich selbst',
        paragraphs: [
          'Individuelle Werkzeuge helfen, aber dauerhafte Veränderung erfordert oft Veränderungen an der Arbeit selbst. Job Crafting bedeutet, Ihre Aufgaben, Beziehungen und Ihre Sicht auf die Arbeit so zu gestalten, dass sie besser zu Ihnen passen, zum Beispiel indem Sie Aufgaben übernehmen, die Ihre Stärken nutzen, oder den Kontakt zu unterstützenden Kolleginnen und Kollegen ausbauen.',
          'Bereiten Sie ein Gespräch mit Ihrer Führungskraft vor. Beschreiben Sie die Fakten: Ihre Arbeitsmenge, Ihre Arbeitszeiten und die Auswirkungen, die Sie bemerken. Schlagen Sie konkrete Veränderungen vor, etwa klarere Prioritäten, Unterstützung bei einem Projekt oder eine realistischere Frist. Die meisten Führungskräfte erfahren lieber früh von Problemen.',
          'Abschlussübung: Schreiben Sie Ihren Plan in drei Teilen auf: eine Veränderung, die Sie selbst vornehmen, eine Veränderung, um die Sie bitten, und ein Warnzeichen, das Ihnen sagt, dass Sie mehr Hilfe suchen sollten. Wenn die Erschöpfung wochenlang anhält oder Ihre Stimmung gedrückt bleibt, sprechen Sie mit einer Ärztin oder einem Arzt oder einer Fachperson für psychische Gesundheit; dieser Kurs ist kein Ersatz für professionelle Hilfe.',
        ],
      },
    ],
  },
};

const questions: UserCenterTexts['questions'] = {
  '1': {
    prompt: 'Welches dieser Merkmale gehört zu den Big-Five-Persönlichkeitsmerkmalen?',
    options: ['Ehrgeiz', 'Gewissenhaftigkeit', 'Optimismus', 'Intelligenz'],
    analysis:
      'Die Big Five sind Offenheit, Gewissenhaftigkeit, Extraversion, Verträglichkeit und Neurotizismus. Gewissenhaftigkeit beschreibt, wie organisiert, sorgfältig und zielgerichtet ein Mensch in der Regel ist. Ehrgeiz und Optimismus hängen mit diesen Merkmalen zusammen, gehören aber nicht zu den fünf, und Intelligenz wird meist als Fähigkeit gemessen, nicht als Persönlichkeitsmerkmal.',
  },
  '2': {
    prompt: 'Welche Zahl folgt in der Reihe: 2, 4, 8, 16, ?',
    options: [],
    analysis: 'Jede Zahl ist das Doppelte der vorherigen: 2 × 2 = 4, 4 × 2 = 8, 8 × 2 = 16. Die nächste Zahl ist also 16 × 2 = 32.',
  },
  '3': {
    prompt: 'Welcher Umgang mit Gefühlen geht laut Forschung langfristig mit mehr Wohlbefinden einher?',
    options: [
      'Die eigenen Gefühle vor allen verbergen',
      'Immer wieder über das Problem grübeln',
      'Neubewertung: die Situation aus einem neuen Blickwinkel betrachten',
      'Allem aus dem Weg gehen, was an das Problem erinnert',
    ],
    analysis:
      'Studien zur Emotionsregulation finden häufig, dass Neubewertung, also die Deutung einer Situation zu verändern, mit mehr positiven Gefühlen und besseren Beziehungen einhergeht. Das Unterdrücken von Gefühlen, wiederholtes Grübeln und ständige Vermeidung gehen langfristig mit mehr Belastung einher. Neubewertung heißt nicht, so zu tun, als sei alles in Ordnung; es bedeutet, nach einer Sichtweise zu suchen, die realistisch und zugleich hilfreich ist.',
  },
  '4': {
    prompt: 'Was gehört zum aktiven Zuhören? Wählen Sie alle zutreffenden Antworten.',
    options: [
      'Mit eigenen Worten zusammenfassen, was die andere Person gesagt hat',
      'Die eigene Antwort planen, während die andere Person noch spricht',
      'Offene Fragen stellen, um mehr zu verstehen',
      'Das Gespräch auf eine ähnliche eigene Geschichte lenken',
    ],
    analysis:
      'Aktives Zuhören bedeutet, volle Aufmerksamkeit zu schenken und zu prüfen, ob man richtig verstanden hat. Zusammenfassen und offene Fragen zeigen der sprechenden Person, dass sie gehört wurde, und helfen Ihnen, sie besser zu verstehen. Die eigene Antwort zu planen, während sie spricht, und zur eigenen Geschichte überzugehen, lenken die Aufmerksamkeit von ihr weg.',
  },
  '5': {
    prompt: 'Wofür steht der Buchstabe R in Hollands bekanntem Modell beruflicher Interessen (RIASEC)?',
    options: ['Realistisch', 'Reflektiert', 'Rational', 'Rücksichtsvoll'],
    analysis:
      'Die sechs Interessentypen des Modells sind realistisch, investigativ, künstlerisch (artistic), sozial, unternehmerisch (enterprising) und konventionell. Realistische Interessen beschreiben Menschen, die gern praktisch und handwerklich mit Werkzeugen, Maschinen, Pflanzen oder Tieren arbeiten. Das Modell wird in der Berufsberatung häufig genutzt, um Interessen und Arbeitsumfelder zusammenzubringen.',
  },
  '6': {
    prompt: 'Die Paarforschung hat gezeigt, dass eine dieser Verhaltensweisen ein starkes Warnsignal für eine Beziehung ist. Welche?',
    options: ['Gelegentlich anderer Meinung sein', 'Etwas Zeit getrennt verbringen', 'Unterschiedliche Hobbys haben', 'Verachtung, etwa Spott oder Augenrollen'],
    analysis:
      'Langzeitstudien mit Paaren haben ergeben, dass Verachtung, also den Partner durch Spott, Sarkasmus oder Augenrollen als minderwertig zu behandeln, einer der stärksten Prädiktoren für eine Trennung ist. Meinungsverschiedenheiten sind in gesunden Beziehungen normal, und getrennt verbrachte Zeit oder unterschiedliche Hobbys sind an sich kein Problem. Am wichtigsten ist, wie die Partner im Konflikt miteinander umgehen.',
  },
  '7': {
    prompt: 'Wie viele Stunden Schlaf pro Nacht empfehlen Schlafexperten den meisten Erwachsenen?',
    options: ['4 bis 5 Stunden', '7 bis 9 Stunden', '10 bis 12 Stunden', 'Das spielt keine Rolle'],
    analysis:
      'Fachgesellschaften der Schlafmedizin empfehlen den meisten Erwachsenen 7 bis 9 Stunden pro Nacht. Regelmäßig weniger als 7 Stunden zu schlafen, geht mit schlechterer Stimmung, Aufmerksamkeit und Gesundheit einher. Der Bedarf ist von Mensch zu Mensch etwas verschieden, aber nur sehr wenige kommen auf Dauer mit 4 bis 5 Stunden gut zurecht.',
  },
  '8': {
    prompt:
      'Bei der Box-Atmung atmen Sie 4 Sekunden ein, halten 4 Sekunden die Luft an, atmen 4 Sekunden aus und halten wieder 4 Sekunden an. Wie viele Sekunden dauert ein vollständiger Zyklus?',
    options: [],
    analysis:
      'Ein Zyklus hat vier Schritte von je 4 Sekunden: 4 + 4 + 4 + 4 = 16 Sekunden. Langsames, gleichmäßiges Atmen wie dieses kann dem Körper helfen, sich bei Stress zu beruhigen.',
  },
  '9': {
    prompt: 'Welche dieser Merkmale gehören zum Big-Five-Modell der Persönlichkeit? Wählen Sie alle zutreffenden Antworten.',
    options: ['Offenheit für Erfahrungen', 'Verträglichkeit', 'Charisma', 'Neurotizismus'],
    analysis:
      'Das Big-Five-Modell umfasst Offenheit für Erfahrungen, Gewissenhaftigkeit, Extraversion, Verträglichkeit und Neurotizismus (in umgekehrter Richtung gewertet manchmal emotionale Stabilität genannt). Charisma ist eine Eigenschaft, die wir an anderen wahrnehmen, gehört aber nicht zu den fünf breiten Merkmalen.',
  },
  '10': {
    prompt: 'Welche Zahl passt nicht in diese Gruppe: 3, 5, 7, 9, 11?',
    options: ['3', '5', '9', '11'],
    analysis:
      'Die Zahlen 3, 5, 7 und 11 sind Primzahlen: Jede ist nur durch 1 und sich selbst teilbar. Die 9 ist durch 3 teilbar (3 × 3 = 9) und damit die einzige, die keine Primzahl ist.',
  },
  '11': {
    prompt: 'Ein Gefühl in Worte zu fassen, zum Beispiel „Ich bin ängstlich“, nennt man Affekt-Etikettierung. Welche Wirkung hat das laut Forschung in der Regel?',
    options: [
      'Es verringert oft die Stärke des Gefühls',
      'Es macht das Gefühl immer stärker',
      'Es hat überhaupt keine Wirkung',
      'Es lässt einen die Situation vergessen',
    ],
    analysis:
      'Bildgebende Verfahren und Laborstudien deuten darauf hin, dass das Benennen einer Emotion ihre Intensität etwas senken kann, vermutlich weil dabei Hirnregionen beteiligt sind, die mit Selbstkontrolle zu tun haben. Das ist ein Grund, warum Tagebuchschreiben und das Sprechen über Gefühle helfen können. Das Gefühl verschwindet dadurch nicht, lässt sich aber oft leichter bewältigen.',
  },
  '12': {
    prompt: 'Der Zuschauereffekt beschreibt, was oft geschieht, wenn viele Menschen einen Notfall sehen. Verglichen mit einer Person, die allein ist, ist jede einzelne Person meist…',
    options: ['eher bereit zu helfen', 'weniger bereit zu helfen', 'genauso bereit zu helfen', 'in jedem Fall bereit zu helfen'],
    analysis:
      'Studien zum Zuschauereffekt zeigen, dass Menschen in Anwesenheit anderer oft seltener helfen, weil sich die Verantwortung geteilt anfühlt und jeder auf die anderen schaut, um zu entscheiden, ob Hilfe nötig ist. Wer diesen Effekt kennt, handelt leichter. Wenn Sie einen Notfall sehen, zeigen Sie auf eine bestimmte Person und bitten Sie sie direkt um Hilfe.',
  },
  '13': {
    prompt:
      'Sie arbeiten in konzentrierten Blöcken von 25 Minuten und machen nach jedem Block 5 Minuten Pause. Wie viele Minuten dauern vier Blöcke mit ihren Pausen insgesamt?',
    options: [],
    analysis: 'Jeder Block mit Pause dauert 25 + 5 = 30 Minuten. Vier davon dauern 4 × 30 = 120 Minuten, also zwei Stunden.',
  },
  '14': {
    prompt: 'Welche dieser Verhaltensweisen sind Zeichen einer gesunden Streitkultur in einer Partnerschaft? Wählen Sie alle zutreffenden Antworten.',
    options: [
      'Über ein bestimmtes Verhalten sprechen, statt die andere Person anzugreifen',
      'Bei zu großer Aufregung kurz pausieren und dann zum Thema zurückkehren',
      'Jeden alten Fehler aufs Tapet bringen',
      'Das Gespräch verweigern und die andere Person ignorieren',
    ],
    analysis:
      'Ein gesunder Streit konzentriert sich auf ein bestimmtes Problem, nicht auf den Charakter der anderen Person. Eine kurze, vereinbarte Pause hilft beiden, sich zu beruhigen, bevor es weitergeht. Alte Fehler aufzuzählen und die andere Person auszuschließen (oft Mauern genannt) gehen mit schädlicheren Konflikten einher.',
  },
  '15': {
    prompt: 'Wie viel moderate körperliche Aktivität pro Woche empfiehlt die Weltgesundheitsorganisation Erwachsenen?',
    options: ['Etwa 30 Minuten', 'Etwa 60 Minuten', '150 bis 300 Minuten', 'Es ist keine Aktivität nötig'],
    analysis:
      'Die Weltgesundheitsorganisation empfiehlt Erwachsenen mindestens 150 bis 300 Minuten moderate Aktivität pro Woche, etwa zügiges Gehen oder Radfahren. Regelmäßige Bewegung geht auch mit besserer Stimmung und weniger Angst einher. Jede Bewegung ist besser als keine, und sie lässt sich über die Woche verteilen.',
  },
  '16': {
    prompt: 'Welches Hormon wird oft als „Stresshormon“ bezeichnet?',
    options: ['Cortisol', 'Insulin', 'Melatonin', 'Oxytocin'],
    analysis:
      'Cortisol wird von den Nebennieren ausgeschüttet, wenn der Körper Stress ausgesetzt ist. Es erhöht die verfügbare Energie und hilft dem Körper, auf eine Herausforderung zu reagieren. Kurze Anstiege sind normal und nützlich, aber ein dauerhaft erhöhter Cortisolspiegel geht mit Problemen bei Schlaf, Stimmung und Gesundheit einher.',
  },
  '17': {
    prompt: 'Was ist in Persönlichkeitstests ein umgepoltes Item?',
    options: [
      'Eine Frage, die absichtlich übersprungen wird',
      'Eine Frage in einer anderen Sprache',
      'Eine Frage, die zweimal gestellt wird',
      'Eine Frage, bei der Zustimmung einen niedrigeren Wert im Merkmal bedeutet',
    ],
    analysis:
      'Ein umgepoltes Item ist in die dem Merkmal entgegengesetzte Richtung formuliert. Auf einer Extraversionsskala zum Beispiel senkt die Zustimmung zu „Ich verbringe Abende lieber ruhig allein“ den Extraversionswert. Testentwickler mischen normale und umgepolte Items, damit jemand, der einfach allem zustimmt, kein irreführendes Ergebnis erhält.',
  },
  '18': {
    prompt: 'Welche Zahl folgt in der Reihe: 1, 1, 2, 3, 5, 8, ?',
    options: [],
    analysis: 'Jede Zahl ist die Summe der beiden vorherigen: 1 + 1 = 2, 1 + 2 = 3, 2 + 3 = 5, 3 + 5 = 8. Die nächste Zahl ist also 5 + 8 = 13.',
  },
  '19': {
    prompt: 'Welche dieser Fähigkeiten gehören zu gängigen Modellen emotionaler Intelligenz? Wählen Sie alle zutreffenden Antworten.',
    options: ['Emotionen bei sich und anderen wahrnehmen', 'Emotionen regulieren', 'Sich Fakten schnell einprägen', 'Verstehen, wie sich Emotionen verändern'],
    analysis:
      'Ein weit verbreitetes Modell emotionaler Intelligenz beschreibt vier Fähigkeiten: Emotionen wahrnehmen, Emotionen zur Unterstützung des Denkens nutzen, Emotionen verstehen und Emotionen regulieren. Sich Fakten einzuprägen, gehört zum allgemeinen Gedächtnis und Lernen, nicht zur emotionalen Intelligenz.',
  },
  '20': {
    prompt: 'Was beschreibt der „Mere-Exposure-Effekt“?',
    options: [
      'Menschen mögen Dinge, die sie oft sehen, grundsätzlich nicht',
      'Menschen mögen Dinge oft mehr, nachdem sie sie mehrmals gesehen haben',
      'Menschen erinnern sich nur an das Erste, was sie sehen',
      'Menschen erkennen Gesichter, die sie schon gesehen haben, nicht wieder',
    ],
    analysis:
      'Der Mere-Exposure-Effekt beschreibt den Befund, dass Menschen etwas oft schon deshalb mehr mögen, weil es ihnen vertraut geworden ist. Er wurde für Gesichter, Wörter, Musik und Bilder nachgewiesen. Das ist ein Grund, warum regelmäßiger, einfacher Kontakt, etwa täglich dieselben Nachbarn zu sehen, den Beginn von Freundschaften erleichtern kann.',
  },
  '21': {
    prompt: 'Wie beschreibt die Klassifikation der Weltgesundheitsorganisation (ICD-11) Burn-out?',
    options: [
      'Als Persönlichkeitstyp',
      'Als durch ein Virus verursachte Krankheit',
      'Als berufsbezogenes Phänomen infolge von chronischem Stress am Arbeitsplatz, der nicht erfolgreich bewältigt wurde',
      'Als normale Müdigkeit nach einem langen Tag',
    ],
    analysis:
      'Die ICD-11 beschreibt Burn-out als berufsbezogenes Phänomen, nicht als medizinische Erkrankung. Es entsteht aus chronischem Stress am Arbeitsplatz, der nicht erfolgreich bewältigt wurde, und zeigt sich in Erschöpfung, innerer Distanz zur eigenen Arbeit und verringerter beruflicher Leistungsfähigkeit. Ein anstrengender Tag ist kein Burn-out; Burn-out entwickelt sich über einen langen Zeitraum.',
  },
  '22': {
    prompt: 'Ein Freund erzählt Ihnen eine gute Nachricht. Welche Reaktion geht laut Forschung mit stärkeren Beziehungen einher?',
    options: [
      'Echtes Interesse zeigen und Fragen dazu stellen',
      'Darauf hinweisen, was schiefgehen könnte',
      'Das Thema wechseln',
      '„Schön“ sagen und dabei aufs Handy schauen',
    ],
    analysis:
      'Forschung dazu, wie Menschen auf gute Nachrichten reagieren, hat ergeben, dass aktiv-konstruktive Reaktionen, also echte Begeisterung und echtes Interesse, mit mehr Vertrauen und Zufriedenheit in Beziehungen einhergehen. Auf Probleme hinzuweisen, die Nachricht zu übergehen oder unaufmerksam zu antworten, geht mit schwächeren Bindungen einher. Wie wir Freude teilen, kann ebenso wichtig sein wie die Art, wie wir einander in schweren Zeiten unterstützen.',
  },
  '23': {
    prompt: 'Eine Person schläft von 23:00 bis 06:30 Uhr. Wie viele Stunden Schlaf sind das? Schreiben Sie die Zahl, zum Beispiel 6,5.',
    options: [],
    analysis:
      'Von 23:00 bis 06:00 Uhr sind es 7 Stunden, von 06:00 bis 06:30 Uhr eine weitere halbe Stunde. Zusammen sind das 7,5 Stunden, was innerhalb der für die meisten Erwachsenen empfohlenen 7 bis 9 Stunden liegt.',
  },
  '24': {
    prompt: 'Welche dieser Anzeichen gehören typischerweise zur Stressreaktion des Körpers? Wählen Sie alle zutreffenden Antworten.',
    options: ['Schnellerer Herzschlag', 'Schnellere Atmung', 'Angespannte Muskeln', 'Kleinere Pupillen'],
    analysis:
      'Bei der Stressreaktion bereitet das Nervensystem den Körper auf das Handeln vor: Das Herz schlägt schneller, die Atmung beschleunigt sich und die Muskeln spannen sich an. Die Pupillen werden meist größer, nicht kleiner, um mehr Licht hereinzulassen. Diese Veränderungen helfen bei kurzen Herausforderungen, sind aber anstrengend, wenn sie lange anhalten.',
  },
  '25': {
    prompt: 'Was sagt die „Retest-Reliabilität“ über einen psychologischen Test aus?',
    options: [
      'Wie lange es dauert, den Test auszufüllen',
      'Ob eine Person ähnliche Ergebnisse erhält, wenn sie den Test später wiederholt',
      'Wie viele Menschen den Test gemacht haben',
      'Ob die Fragen leicht zu lesen sind',
    ],
    analysis:
      'Die Retest-Reliabilität zeigt, wie stabil Ergebnisse über die Zeit sind: Dieselben Menschen machen den Test im Abstand einiger Wochen zweimal, und die beiden Wertereihen werden verglichen. Bei stabilen Merkmalen wie der Persönlichkeit zeigen gute Tests eine hohe Übereinstimmung. Reliabilität ist für einen nützlichen Test notwendig, beweist aber nicht, dass der Test das Richtige misst; das nennt man Validität.',
  },
  '26': {
    prompt: 'Wenn alle Blips Zogs sind und alle Zogs grün sind, welche Aussage muss dann wahr sein?',
    options: ['Alle Blips sind grün', 'Alle grünen Dinge sind Blips', 'Manche Zogs sind nicht grün', 'Kein Blip ist grün'],
    analysis:
      'Jeder Blip ist ein Zog, und jeder Zog ist grün, also muss jeder Blip grün sein. Die anderen Aussagen folgen nicht daraus: Es kann grüne Dinge geben, die keine Blips sind, und laut den Voraussetzungen sind alle Zogs grün. Erfundene Wörter helfen, die Logik zu prüfen, ohne sich von Vorwissen beeinflussen zu lassen.',
  },
  '27': {
    prompt: 'In einem Stimmungstagebuch bewertet eine Person ihre Stimmung von 1 bis 10. An fünf Tagen lauten die Werte 4, 6, 5, 7 und 8. Wie hoch ist der Durchschnitt?',
    options: [],
    analysis:
      'Addieren Sie die Werte und teilen Sie durch die Anzahl der Tage: 4 + 6 + 5 + 7 + 8 = 30 und 30 ÷ 5 = 6. Die Stimmung mit einfachen Zahlen festzuhalten, kann helfen, Muster zu erkennen, etwa wie Schlaf oder Aktivität das Befinden beeinflussen.',
  },
  '28': {
    prompt: 'Welche dieser Fragen ist eine offene Frage?',
    options: ['„War das Meeting gut?“', '„Warst du beim Meeting?“', '„Bist du nach dem Meeting müde?“', '„Wie hast du das Meeting erlebt?“'],
    analysis:
      'Eine offene Frage lässt sich nicht nur mit „Ja“ oder „Nein“ beantworten; sie lädt die andere Person ein, ihre Erfahrung mit eigenen Worten zu beschreiben. Offene Fragen sind eine Kernkompetenz in der Beratung und im Alltagsgespräch, weil sie Menschen helfen, mehr zu erzählen. Die anderen drei Fragen lassen sich alle mit einem Wort beantworten.',
  },
  '29': {
    prompt: 'Welche dieser Maßnahmen senken laut Forschung den Stress bei der Arbeit? Wählen Sie alle zutreffenden Antworten.',
    options: [
      'Arbeitsnachrichten zu jeder Tageszeit lesen',
      'Über den Tag verteilt kurze, regelmäßige Pausen machen',
      'Mit der Führungskraft klare Prioritäten vereinbaren',
      'Weniger schlafen, um mehr Aufgaben zu erledigen',
    ],
    analysis:
      'Kurze Pausen helfen, im Lauf des Tages Energie und Aufmerksamkeit zurückzugewinnen, und klare Prioritäten verringern Rollenunklarheit, eine bekannte Quelle von Arbeitsstress. Ständige Erreichbarkeit und weniger Schlaf gehen auf Dauer mit mehr Erschöpfung und geringerer Leistung einher.',
  },
  '30': {
    prompt: 'Worum geht es in der Psychologie beim „Bindungsstil“ hauptsächlich?',
    options: [
      'Wie jemand seine Wohnung einrichtet',
      'Wie stark jemand an seinen Meinungen festhält',
      'Muster, wie Menschen in engen Beziehungen Nähe suchen und auf Trennung reagieren',
      'Wie jemand seine Arbeit organisiert',
    ],
    analysis:
      'Die Bindungstheorie beschreibt, wie frühe Erfahrungen mit Bezugspersonen spätere Muster in engen Beziehungen prägen, etwa wie Menschen Nähe suchen, anderen vertrauen und auf Distanz reagieren. Die Forschung beschreibt häufig sichere, ängstliche und vermeidende Muster. Diese Muster sind Tendenzen, keine festen Etiketten, und sie können sich durch neue Erfahrungen verändern.',
  },
};

const games: UserCenterTexts['games'] = {
  '2048': {
    name: '2048',
    description: 'Schieben Sie nummerierte Kacheln und verbinden Sie gleiche Zahlen, bis Sie die Kachel 2048 erreichen. Ein ruhiges Rätselspiel, das vorausschauendes Planen trainiert.',
    howToPlay:
      'Verwenden Sie die Pfeiltasten der Tastatur oder wischen Sie auf dem Touchscreen nach oben, unten, links oder rechts. Alle Kacheln rutschen in diese Richtung. Wenn sich zwei Kacheln mit derselben Zahl berühren, verschmelzen sie zu einer Kachel mit doppeltem Wert. Nach jedem Zug erscheint eine neue Kachel. Das Spiel endet, wenn kein Zug mehr möglich ist.',
  },
  jump: {
    name: 'JUMP',
    description: 'Ihre Spielfigur läuft von allein vorwärts. Springen Sie im richtigen Moment über die Hindernisse und sehen Sie, wie weit Sie kommen.',
    howToPlay:
      'Drücken Sie die Leertaste oder tippen Sie auf den Bildschirm, um zu springen. Wählen Sie den Zeitpunkt jedes Sprungs so, dass die Figur das Hindernis vor ihr überwindet. Je länger Sie laufen, desto schneller wird das Spiel. Es endet, wenn die Figur gegen ein Hindernis stößt, und Ihre Punktzahl ist die zurückgelegte Strecke.',
  },
  'jump-and-jump': {
    name: 'Jump and Jump',
    description: 'Springen Sie von Plattform zu Plattform. Je länger Sie aufladen, desto weiter springen Sie – schätzen Sie also jede Entfernung sorgfältig ein.',
    howToPlay:
      'Halten Sie die Leertaste, die Maustaste oder Ihren Finger auf dem Bildschirm gedrückt, um einen Sprung aufzuladen. Lassen Sie los, um zu springen. Je länger Sie halten, desto weiter der Sprung. Landen Sie auf der nächsten Plattform, um einen Punkt zu erhalten; landen Sie in der Mitte, gibt es Bonuspunkte. Das Spiel endet, wenn Sie eine Plattform verfehlen.',
  },
  maze: {
    name: 'Labyrinth',
    description: 'Finden Sie mit möglichst wenigen Zügen und in möglichst kurzer Zeit den Weg vom Start zum Ausgang des Labyrinths.',
    howToPlay:
      'Verwenden Sie die Pfeiltasten der Tastatur oder wischen Sie auf dem Touchscreen nach oben, unten, links oder rechts, um einen Schritt in diese Richtung zu gehen. Wände versperren Ihnen den Weg, also schauen Sie voraus und planen Sie Ihre Route. Erreichen Sie den Ausgang, um das Spiel abzuschließen; je schneller Sie sind, desto besser Ihre Punktzahl.',
  },
};

export const deTexts: UserCenterTexts = {
  articleCategories: {
    all: 'Alle',
    'psychology-science': 'Psychologie als Wissenschaft',
    'psychology-test': 'Psychologische Tests',
    'psychology-consultation': 'Beratung',
    'psychology-treatment': 'Psychologische Behandlung',
    'mental-health': 'Psychische Gesundheit',
  },
  articles,
  courseCategories,
  courses,
  questionTypes: {
    personality: 'Persönlichkeit',
    intelligence: 'Logisches Denken',
    emotional: 'Gefühle',
    social: 'Soziales Leben',
    career: 'Beruf',
    relationship: 'Beziehungen',
    health: 'Gesundheit',
    stress: 'Stress',
  },
  questions,
  games,
};
