import type { LocaleReportContent, SectionText, TypeReportContent } from './report-content.js';

/**
 * Mindprints deutsche Report-Inhalte, übersetzt aus `en.ts`. Sie beschreiben Tendenzen und Präferenzen aus
 * einem Selbstauskunfts-Fragebogen, nie Diagnosen, und nennen keine erfundenen Zahlen.
 * Bekannte Personen werden als „oft so beschrieben“ genannt, nicht als geprüfte Einschätzung.
 */

const s = (paragraphs: string[], bullets: string[]): SectionText => ({ paragraphs, bullets });

const INTJ: TypeReportContent = {
  description:
    'Der Stratege verbindet eine nach innen gerichtete, nachdenkliche Energie mit einem Sinn für Muster, Logik und klare Abschlüsse. Menschen mit diesem Profil entwickeln meist ein eigenes Modell davon, wie die Dinge funktionieren, prüfen es an der Wirklichkeit und legen sich dann auf einen langfristigen Plan fest. Am wohlsten fühlen sie sich oft, wenn sie selbstständig an einem Problem arbeiten können, bei dem sich Tiefe auszahlt.',
  keywords: ['Strategisch', 'Unabhängig', 'Analytisch', 'Langfristig denkend', 'Entschlossen', 'Selbstgesteuert', 'Hohe Ansprüche'],
  famousPeople: ['Isaac Newton', 'Nikola Tesla', 'Friedrich Nietzsche', 'Mr. Darcy (Stolz und Vorurteil)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Intuition, Denken und Urteilen hin. Im Alltag heißt das: Sie tanken am liebsten in konzentrierter Zeit für sich auf, erkennen Muster und künftige Folgen eher als Details, wägen Entscheidungen nach Logik und Stimmigkeit ab und legen einen Plan lieber fest, als Optionen offenzuhalten. Zusammen beschreiben diese Präferenzen jemanden, der gern komplexe Situationen in eine klare Strategie übersetzt.',
        'Lesen Sie jeden Buchstaben als Präferenz, nicht als feste Regel. Ein deutliches J heißt nicht, dass Sie nicht improvisieren können, und ein deutliches T heißt nicht, dass Ihnen Gefühle fehlen; es bedeutet, dass Sie, wenn Sie die Wahl haben, meist zuerst zu Struktur und Analyse greifen. Sehen Sie sich die Dimensionstabelle an: Buchstaben nahe der Mitte beschreiben Gewohnheiten, zwischen denen Sie je nach Situation wechseln.',
      ],
      [
        'Vier Buchstaben fassen Präferenzen zusammen, nicht Fähigkeiten oder Intelligenz.',
        'Werte nahe der Trennlinie sind weniger eindeutig; lesen Sie sie als flexibel.',
        'Ihr Typ sagt, wie Sie gern arbeiten, nicht, wie gut Sie sein werden.',
        'Stress, Rolle und Kultur können Ihre Antworten beeinflussen.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist ein unabhängiges Urteil, die Geduld, ein Problem gründlich zu durchdenken, und die Fähigkeit zu sehen, wohin ein Weg in einem oder in fünf Jahren führt. Sie können eine Vision halten, während andere den Fokus verlieren, und verbessern fast jedes System, das man Ihnen anvertraut, vom Arbeitsablauf bis zum Haushaltsbudget.',
        'Blinde Flecken liegen oft direkt neben diesen Stärken. Das Vertrauen in das eigene Modell kann andere Sichtweisen wie Rauschen wirken lassen, und hohe Ansprüche können in Ungeduld mit sich selbst und anderen umschlagen. Wachstum bedeutet oft, Gefühle und Beziehungen als echte Daten zu behandeln, Pläne mit kleinen Experimenten zu testen und halbfertige Gedanken zu teilen, statt zu warten, bis alles perfekt ist.',
      ],
      [
        'Notieren Sie vor einer Entscheidung, woran Ihr Plan scheitern könnte.',
        'Bitten Sie jede Woche eine Person um Rückmeldung, wie Sie wirken.',
        'Planen Sie Erholung so bewusst wie Arbeit.',
        'Teilen Sie früh einen Entwurf, statt nur den fertigen Plan zu zeigen.',
        'Bemerken Sie aufkommende Ungeduld und benennen Sie das Bedürfnis dahinter.',
      ],
    ),
    interpersonal_growth: s(
      [
        'In Freundschaften ist Ihnen Tiefe meist wichtiger als Breite: wenige Menschen, die Sie respektieren, ehrliche Gespräche und gemeinsame Interessen zählen mehr als ein voller Terminkalender. Sie zeigen Zuneigung, indem Sie Probleme lösen, offenen Rat geben und sich merken, woran jemand gerade arbeitet. Andere erkennen darin nicht immer Wärme, wenn Sie sie nicht auch aussprechen.',
        'In Partnerschaft und Konflikt ist Ihre Direktheit ein Gewinn, wenn sie mit Neugier einhergeht. Menschen mit einer Präferenz für Fühlen hören Kritik an ihrer Idee leicht als Kritik an ihrer Person. Beginnen Sie mit dem, worin Sie übereinstimmen, fragen Sie, wie der andere das Problem sieht, und trennen Sie die Entscheidung von der Beziehung, damit sich Uneinigkeit nicht wie Distanz anfühlt.',
      ],
      [
        'Sprechen Sie Wertschätzung ausdrücklich aus; setzen Sie sie nicht voraus.',
        'Fragen Sie, ob jemand Rat möchte oder nur ein offenes Ohr.',
        'Erklären Sie Ihre Überlegungen, bevor Sie Ihr Fazit verkünden.',
        'Vereinbaren Sie einen Zeitpunkt, um einen Konflikt erneut aufzugreifen, statt einen schnellen Sieg zu erzwingen.',
      ],
    ),
    career_growth: s(
      [
        'Ihre beste Arbeit leisten Sie meist dort, wo Sie ein komplexes Problem verantworten, eine Richtung vorgeben und es mit einer gewissen Autonomie zu Ende führen können. Rollen in Strategie, Forschung, Ingenieurwesen, Systemdesign, Analyse, Recht, Finanzen oder Produktplanung passen oft zu diesem Muster, ebenso jede Tätigkeit, in der langfristiges Denken belohnt wird und Ergebnisse mehr zählen als Büropolitik.',
        'Frustrierend sind für diesen Typ meist ständige Unterbrechungen, vage Ziele oder Entscheidungen, deren Gründe niemand erklärt. Eine häufige Falle ist, die soziale Seite der Arbeit zu unterschätzen: Gute Ideen brauchen trotzdem Verbündete, das richtige Timing und klare Kommunikation. Wenn Sie es sich angewöhnen, Beteiligte früh einzubinden, kommen Ihre Pläne weiter, als Ihre Analyse allein sie tragen würde.',
      ],
      [
        'Suchen Sie Rollen mit klaren Zielen und Freiheit beim Weg dorthin.',
        'Schützen Sie Zeitblöcke für ungestörtes, konzentriertes Arbeiten.',
        'Klären Sie, wer einen Plan unterstützen muss, bevor Sie ihn vorstellen.',
        'Übersetzen Sie Ihre langfristige Vision in Meilensteine, die andere verfolgen können.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu extravertierteren oder stärker gefühlsorientierten Kolleginnen und Kollegen tragen Menschen mit diesem Profil weniger durch sichtbare Begeisterung bei als durch die Qualität ihres Denkens. In Besprechungen melden sie sich oft spät, dann aber entschieden, und häufig sind sie es, die den Fehler in einem Plan oder das Risiko benennen, das niemand eingepreist hat.',
        'Als Führungskräfte setzen sie meist klare Standards und delegieren nach Ergebnis statt nach Methode. Ist die Analyse abgeschlossen, entscheiden sie in der Regel schnell, was auf Menschen, die mehr Beteiligung erwartet hatten, abrupt wirken kann. Kolleginnen und Kollegen mit Präferenz für Empfinden oder Fühlen ergänzen sie oft, indem sie praktische Details und die menschlichen Folgen einer Veränderung im Blick behalten.',
      ],
      [
        'Zusammenarbeit: erst konzentriertes Arbeiten, dann klare Übergaben.',
        'Führung: gibt Richtung und Standards vor; kommuniziert mitunter zu wenig.',
        'Entscheidungen: logisch und entschlossen, sobald die Fakten abgewogen sind.',
        'Arbeitet gut mit detail- und menschenorientierten Kollegen zusammen.',
      ],
    ),
    advanced_guide: s(
      [
        'Wählen Sie für die nächsten 30 Tage eine Beziehung bei der Arbeit oder zu Hause und üben Sie, zuerst das Warum und dann das Was zu erklären. Führen Sie ein kurzes Protokoll über Momente, in denen Sie ungeduldig waren, und darüber, was Sie sich stattdessen gewünscht hätten. Muster darin zeigen oft unausgesprochene Erwartungen, die Sie in klare Bitten verwandeln können.',
        'Führen Sie über 90 Tage ein bewusst unperfektes Experiment durch: Starten Sie eine kleine Version einer Idee, sammeln Sie Rückmeldungen und passen Sie an. Verbinden Sie das mit einem wöchentlichen Rückblick, in dem Sie nicht nur fragen, ob der Plan im Zeitplan liegt, sondern auch, wie es Ihnen und den Beteiligten geht. Eine Strategie wird besser, wenn sie die Menschen einbezieht, die sie umsetzen.',
      ],
      [
        'Tag 1 bis 30: ein Ungeduldsprotokoll führen und zuerst das Warum erklären.',
        'Tag 31 bis 60: ein kleines Experiment starten und Rückmeldungen sammeln.',
        'Tag 61 bis 90: wöchentlich Plan, Energie und Menschen reflektieren.',
        'Wählen Sie einen Mentor oder eine Kollegin, die Ihre Annahmen hinterfragt.',
      ],
    ),
    additional_test: s(
      [
        'Der psychologische Profiltest beschreibt Sie anhand der Big-Five-Merkmale, die Ausprägungen statt Kategorien messen. Er kann etwa zeigen, wie viel Ihrer Zurückhaltung auf Introversion und wie viel auf geringe Geselligkeit zurückgeht, oder wie gewissenhaft Sie im Alltag tatsächlich sind. Das ist nützlich, weil Typen Menschen einsortieren, während Merkmale sie auf einem Kontinuum messen.',
        'Der Berufsinteressentest hilft, Ihre strategische Neigung in konkrete Richtungen zu übersetzen, indem er Ihre Interessen über verschiedene Felder vergleicht. Der Test zu emotionalen Beziehungen zeigt, wie Sie mit Nähe und Unabhängigkeit umgehen, ein Thema, über das dieser Typ oft weniger nachdenkt. Der Matrizen-IQ-Test misst abstraktes Denken, was eine andere Frage ist als die nach Präferenzen.',
      ],
      [
        'Psychologischer Profiltest: Merkmalsausprägungen statt Typbuchstaben.',
        'Berufsinteressentest: welche Felder zu Ihren Interessen passen.',
        'Emotionale Beziehungen: Nähe, Vertrauen und Unabhängigkeit.',
        'Matrizen-IQ-Test: Denkvermögen, getrennt von Präferenzen.',
      ],
    ),
    further_reading: s(
      [
        'Carl Gustav Jungs „Psychologische Typen“ ist die ursprüngliche Quelle der Ideen hinter Typenmodellen und lohnt sich, um zu sehen, wie vorsichtig seine Beschreibungen waren. Als modernes Gegengewicht lesen Sie über das Big-Five-Modell und die Debatte zwischen Typen und Merkmalen, die erklärt, warum Werte nahe der Mitte sorgfältig gelesen werden sollten.',
        'Für Ihre Entwicklungsfelder untersucht Daniel Kahnemans „Schnelles Denken, langsames Denken“ die Grenzen selbst sorgfältigen Denkens, und Mark Aurels „Selbstbetrachtungen“ bieten klassische Gedanken über Selbstdisziplin und Geduld mit anderen. Susan Cains „Still“ behandelt Introversion im Beruf, und das Konzept der psychologischen Sicherheit erklärt, warum Teams bei manchen Führungskräften offener Ideen teilen.',
      ],
      [
        'Carl Gustav Jung, Psychologische Typen.',
        'Daniel Kahneman, Schnelles Denken, langsames Denken.',
        'Mark Aurel, Selbstbetrachtungen.',
        'Susan Cain, Still.',
        'Themen: Big-Five-Merkmale, psychologische Sicherheit, Pre-Mortem-Planung.',
      ],
    ),
  },
};

const INTP: TypeReportContent = {
  description:
    'Der Theoretiker verbindet einen ruhigen, nach innen gerichteten Fokus mit einer Liebe zu Ideen und einem starken Bedürfnis, dass die Dinge logisch Sinn ergeben. Menschen mit diesem Profil hinterfragen gern Annahmen, entwickeln Erklärungen und erkunden ein Thema, bis seine innere Struktur klar wird. Meist halten sie sich lieber Optionen offen, als sich zu früh auf eine einzige Antwort festzulegen.',
  keywords: ['Neugierig', 'Logisch', 'Präzise', 'Unabhängig', 'Erfinderisch', 'Ergebnisoffen', 'Nachdenklich'],
  famousPeople: ['Albert Einstein', 'Charles Darwin', 'Marie Curie', 'René Descartes'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Intuition, Denken und Wahrnehmen hin. Sie schöpfen meist Energie aus der Zeit mit Ihren eigenen Gedanken, bemerken eher Konzepte und Zusammenhänge als Oberflächendetails, beurteilen Ideen nach ihrer inneren Stimmigkeit und forschen lieber weiter, als eine Frage schnell abzuschließen. Das Ergebnis ist ein Geist, der Verstehen um seiner selbst willen genießt.',
        'Dieses Profil sagt nicht, dass Sie kühl, zerstreut oder an Menschen uninteressiert sind; das sind Klischees. Es sagt, dass Sie, wenn Sie frei wählen können, eher analysieren als sofort handeln und eher weiter verfeinern als sich festlegen. Sehen Sie in die Dimensionstabelle: Ein Wert für Wahrnehmen nahe der Mitte bedeutet, dass Sie durchaus gut organisiert sein können, wenn es darauf ankommt.',
      ],
      [
        'Präferenzen beschreiben, wohin Ihre Aufmerksamkeit zuerst geht.',
        'Sie messen weder Intelligenz noch Können.',
        'Buchstaben nahe der Trennlinie können zwischen zwei Testdurchläufen wechseln.',
        'Nutzen Sie das Ergebnis als Hypothese, die Sie an Ihrer Erfahrung prüfen.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören oft klares, eigenständiges Denken, ein entspannter Umgang mit Komplexität und die Ehrlichkeit zu sagen, wenn ein Argument nicht trägt. Sie können sich schnell in ein neues Gebiet einarbeiten, sobald es Ihr Interesse weckt, und entdecken häufig Widersprüche, die anderen entgehen. Damit sind Sie ein wertvoller Gesprächspartner für jedes schwierige Problem.',
        'Zu den blinden Flecken kann gehören, Projekte liegen zu lassen, sobald der spannendste Teil gelöst ist, Entscheidungen aufzuschieben, weil noch Informationen fehlen, und zu übersehen, wie Ihre Kritik emotional ankommt. Wachstum entsteht meist, wenn Sie Ihre Neugier mit kleinen, sichtbaren Zusagen verbinden: eine Sache fertigstellen, sie teilen und „gut genug“ als legitimen Endpunkt akzeptieren.',
      ],
      [
        'Legen Sie vor Projektbeginn fest, was „fertig“ bedeutet.',
        'Setzen Sie sich eine Frist für Entscheidungen und akzeptieren Sie die beste aktuelle Antwort.',
        'Schließen Sie jeden Monat ein kleines Projekt ab und zeigen Sie es jemandem.',
        'Achten Sie in Phasen tiefer Konzentration auf Schlaf und Bewegung.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Mit Menschen verbinden Sie sich meist über Ideen: Ein gutes Gespräch, das über viele Themen schweift, kann sich für Sie vertrauter anfühlen als jeder Small Talk. Freunde schätzen Ihre Ehrlichkeit, Ihre Unverstelltheit und Ihre Bereitschaft, ein Problem mit ihnen zu durchdenken. Vielleicht brauchen Sie mehr Zeit allein, als andere erwarten; wenn Sie das erklären, nehmen sie es nicht persönlich.',
        'In engen Beziehungen lassen sich Gefühle oft schwerer in Worte fassen als Ideen. Partner wünschen sich vielleicht Bestätigung, auf die Sie nicht kommen, weil sich für Sie ja nichts geändert hat. Widerstehen Sie im Konflikt der Versuchung, das Gespräch in eine Debatte darüber zu verwandeln, wer logisch recht hat; erkennen Sie zuerst an, was der andere fühlt, und betrachten Sie dann gemeinsam das Problem.',
      ],
      [
        'Sagen Sie, wann Sie Zeit für sich brauchen und wann Sie wieder da sind.',
        'Stellen Sie eine Frage zu Gefühlen, bevor Sie eine Analyse anbieten.',
        'Zeigen Sie Interesse am Thema eines Freundes, auch wenn es nicht Ihres ist.',
        'Halten Sie kleine Versprechen ein; sie schaffen schnell Vertrauen.',
      ],
    ),
    career_growth: s(
      [
        'Arbeit, bei der Sie komplexe Systeme untersuchen, modellieren und verbessern können, passt meist gut zu Ihnen: Forschung, Software- und Datenarbeit, Ingenieurwesen, Mathematik, Philosophie, Wirtschaftswissenschaften, Werkzeugentwicklung oder jede Rolle, in deren Mittelpunkt ein schwieriges Rätsel steht. Am zufriedensten sind Sie meist mit freier Methodenwahl und Kollegen, die Kompetenz höher schätzen als Status.',
        'Fallstricke sind Rollen, die von Routineverwaltung oder starren Abläufen geprägt sind, sowie die Neigung, weiter zu feilen, statt zu liefern. Vielleicht verkaufen Sie Ihre Arbeit auch unter Wert, weil das Erklären weniger reizvoll ist als das Tun. Üben Sie, Ihre Ergebnisse in einfacher Sprache für Nicht-Fachleute zusammenzufassen; oft entscheidet genau das darüber, ob Ihre Ideen genutzt werden.',
      ],
      [
        'Suchen Sie Freiheit bei den Methoden und ein Problem, das sich zu lösen lohnt.',
        'Vereinbaren Sie Fristen mit anderen, um Ihren offenen Stil auszugleichen.',
        'Schreiben Sie zu jedem Projekt eine Zusammenfassung in drei Sätzen für Beteiligte.',
        'Pflegen Sie eine Sammlung abgeschlossener Arbeiten, um Ihr Können sichtbar zu machen.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Empfinden und Urteilen verbringen Menschen mit diesem Profil meist mehr Zeit damit, das Problem zu hinterfragen, bevor sie es lösen. Oft sind sie diejenigen, die fragen, warum ein Prozess existiert oder ob ein besseres Modell möglich wäre. Das kann ein Team kurzfristig bremsen und es später vor teuren Fehlern bewahren.',
        'Führen tun sie meist über Fachwissen statt über Autorität: Sie lassen Menschen Freiheit und erwarten, dass sie selbst denken. Entscheidungen fallen sorgfältig und logisch begründet, manchmal aber verzögert. Teams profitieren, wenn die Analyse eines INTP mit jemandem kombiniert wird, der Freude an Umsetzung, Fristen und der Information aller Beteiligten hat.',
      ],
      [
        'Zusammenarbeit: am stärksten als Analytiker, Kritiker oder Architekt.',
        'Führung: fachlich geprägt und zurückhaltend; gibt mitunter zu wenig Struktur.',
        'Entscheidungen: gründlich, prinzipientreu, manchmal spät abgeschlossen.',
        'Ergänzt durch organisierte, menschenorientierte Teammitglieder.',
      ],
    ),
    advanced_guide: s(
      [
        'Wählen Sie in den nächsten 30 Tagen eine Idee, die Sie schon länger beschäftigt, und geben Sie ihr eine konkrete Form: einen kurzen Essay, einen Prototyp, ein Tabellenmodell. Tragen Sie ein Datum in den Kalender ein, an dem Sie sie teilen. Es geht nicht um Perfektion, sondern darum zu üben, Ihr Denken der Welt auszusetzen, wo Rückmeldungen es schneller verbessern als einsames Feilen.',
        'Bauen Sie über 90 Tage eine Gewohnheit auf, die Ihre Energie stützt, etwa einen festen Feierabend oder einen wöchentlichen Spaziergang ohne Bildschirm, und eine, die Ihre Beziehungen stützt, etwa ein regelmäßiges Treffen mit einem Freund. Überprüfen Sie beide monatlich. Kleine Routinen geben Ihrem offenen Geist ein stabiles Fundament statt eines Käfigs.',
      ],
      [
        'Tag 1 bis 30: eine Idee in etwas Teilbares verwandeln.',
        'Tag 31 bis 60: Rückmeldungen sammeln und nur eine Überarbeitung vornehmen.',
        'Tag 61 bis 90: eine Energie- und eine Beziehungsgewohnheit beibehalten.',
        'Zählen Sie Abgeschlossenes, nicht nur Begonnenes.',
      ],
    ),
    additional_test: s(
      [
        'Der psychologische Profiltest liefert Ihnen Werte zu den Big-Five-Merkmalen, die einem analytischen Geist entgegenkommen, weil sie fortlaufende Dimensionen statt Kategorien messen. Er kann etwa zeigen, wie Offenheit und Gewissenhaftigkeit bei Ihnen zusammenspielen, was oft die Lücke zwischen begonnenen und abgeschlossenen Projekten erklärt.',
        'Der Matrizen-IQ-Test misst abstraktes Denken, was viele Menschen mit diesem Profil interessant finden, auch wenn er eine andere Frage beantwortet als die nach der Persönlichkeit. Der Test zur persönlichen Entwicklung kann Gewohnheiten aufzeigen, an denen sich als Nächstes zu arbeiten lohnt, und der Berufsinteressentest kann Ihre Neugier auf Felder lenken, in denen sie am ehesten belohnt wird.',
      ],
      [
        'Psychologischer Profiltest: fortlaufende Merkmale statt vier Buchstaben.',
        'Matrizen-IQ-Test: abstraktes Denken als eigenes Maß.',
        'Persönliche Entwicklung: konkrete Gewohnheiten für die nächsten Schritte.',
        'Berufsinteressentest: Felder, die zu Ihrer Neugier passen.',
      ],
    ),
    further_reading: s(
      [
        'Die Essays und Vorlesungen von Richard Feynman zeigen eine verspielte und zugleich strenge Neugier, in der sich viele Leser mit diesem Profil wiedererkennen, und Thomas Kuhns „Die Struktur wissenschaftlicher Revolutionen“ untersucht, wie sich Ideen wandeln. Um Begonnenes abzuschließen, bieten Timeboxing und das Konzept des Minimum Viable Product praktische Wege vom Denken zum Liefern.',
        'Um die emotionale Seite Ihres Werkzeugkastens zu erweitern, bietet Marshall Rosenbergs „Gewaltfreie Kommunikation“ einen einfachen Rahmen, um über Bedürfnisse zu sprechen. Wer sich mit dem Big-Five-Modell und dem Barnum-Effekt beschäftigt, schärft zudem den kritischen Blick auf Persönlichkeitstests, auch auf diesen, und das ist eine gesunde Gewohnheit für jeden sorgfältigen Denker.',
      ],
      [
        'Richard Feynman, Sie belieben wohl zu scherzen, Mr. Feynman!',
        'Thomas Kuhn, Die Struktur wissenschaftlicher Revolutionen.',
        'Marshall Rosenberg, Gewaltfreie Kommunikation.',
        'Themen: Timeboxing, Minimum Viable Product, der Barnum-Effekt.',
      ],
    ),
  },
};

const ENTJ: TypeReportContent = {
  description:
    'Der Direktor bringt nach außen gerichtete Energie, Blick für das große Ganze und einen starken Antrieb mit, Menschen und Ressourcen auf ein Ziel hin zu organisieren. Menschen mit diesem Profil sehen gern, wohin die Dinge gehen sollten, entscheiden, wie man dorthin kommt, und mobilisieren andere schnell. Sie übernehmen meist gern Verantwortung und blühen oft bei Herausforderungen auf, die andere abschrecken.',
  keywords: ['Entschlussfreudig', 'Strategisch', 'Ehrgeizig', 'Organisiert', 'Selbstbewusst', 'Direkt', 'Zielorientiert'],
  famousPeople: ['Napoleon Bonaparte', 'Margaret Thatcher', 'Franklin D. Roosevelt', 'Julius Caesar'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Intuition, Denken und Urteilen hin. Sie denken meist laut, schöpfen Energie aus Handeln und Diskussion, suchen nach Möglichkeiten und langfristiger Richtung, entscheiden nach Logik und objektiven Kriterien und ziehen einen festen Plan einer offenen Situation vor. Das Gesamtbild zeigt jemanden, der Gruppen ganz natürlich vom Reden zum Handeln bringt.',
        'Das Ergebnis bedeutet nicht, dass Sie immer führen müssen oder dass Ihnen Menschen gleichgültig sind. Es beschreibt Ihre Standardzüge: strukturieren, entscheiden, handeln. Liegt Ihr Wert für Denken oder Urteilen nahe der Mitte, sind Sie vielleicht flexibler und beteiligungsorientierter, als das Klischee vermuten lässt. Lesen Sie das Profil als Anstoß zum Nachdenken, nicht als Urteil.',
      ],
      [
        'Ihre Buchstaben beschreiben Grundpräferenzen, keine festen Eigenschaften.',
        'Führung ist eine Fähigkeit, die jeder entwickeln kann; der Typ betrifft den Stil.',
        'Werte nahe der Mitte zeigen Flexibilität.',
        'Umfeld und Rolle können unterschiedliche Seiten an Ihnen hervorbringen.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken zählen typischerweise Weitblick, Entschlusskraft und die Energie, aus einer Idee einen funktionierenden Plan zu machen. Oft sind Sie bereit, die schwierige Entscheidung zu treffen, der andere ausweichen, und die Verantwortung für das Ergebnis zu übernehmen. Sie erkennen Ineffizienz schnell und heben meist das Niveau jeder Gruppe, der Sie sich anschließen.',
        'Derselbe Antrieb kann Ruhe wie verschwendete Zeit erscheinen lassen und langsamere Menschen an den Rand drängen. Zu den blinden Flecken gehört oft, weiterzugehen, bevor andere überzeugt sind, und Gefühle als Hindernis statt als Information zu behandeln. Wachstum entsteht, wenn Sie länger zuhören, als nötig scheint, und Erfolg auch daran messen, wie sich Menschen nach der Zusammenarbeit mit Ihnen fühlen.',
      ],
      [
        'Stellen Sie in Besprechungen zwei Fragen, bevor Sie Ihre Sicht äußern.',
        'Planen Sie echte Auszeiten ein und behandeln Sie sie als unverhandelbar.',
        'Bemerken Sie, wenn Sie ein Problem lösen, um das Sie niemand gebeten hat.',
        'Feiern Sie Fortschritte, bevor Sie das nächste Ziel angehen.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Freunde erleben Sie oft als verlässlich, hilfsbereit und unterhaltsam, sobald es einen Plan gibt. Zuneigung zeigen Sie meist, indem Sie Dinge in Gang bringen: die Reise organisieren, das Problem beheben, jemandem beruflich eine Tür öffnen. Sie mögen wahrscheinlich direkte, lebhafte Gespräche und Freunde, die in einer Debatte mithalten können.',
        'In engen Beziehungen fühlen sich Partner manchmal eher gemanagt als wahrgenommen. Konflikte können eskalieren, wenn Sie direkt zu Lösungen übergehen, während der andere noch gehört werden muss. Verlangsamen Sie die ersten Minuten eines schwierigen Gesprächs: Geben Sie wieder, was Sie gehört haben, fragen Sie, was helfen würde, und lassen Sie den anderen einen Teil des Plans mitgestalten.',
      ],
      [
        'Trennen Sie Zeit zum Zuhören von Zeit zum Problemlösen.',
        'Fragen Sie vor dem Handeln: Was würde dir jetzt am meisten helfen?',
        'Lassen Sie andere manche Pläne leiten, auch wenn Sie schneller wären.',
        'Entschuldigen Sie sich konkret, wenn Ihre Direktheit zu hart ankommt.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die Verantwortung, Strategie und sichtbare Ergebnisse verbinden: Management, Unternehmertum, Beratung, Recht, operative Leitung, Finanzen, Projektleitung oder jede Position, in der Sie eine Organisation aufbauen und verbessern können. Meist schätzen Sie ehrgeizige Kollegen, klare Verantwortlichkeiten und Raum, schnell voranzukommen.',
        'Fallstricke sind, sich zu viel aufzuladen, Details zu kontrollieren, die andere verantworten könnten, und die Zeit zu unterschätzen, die Menschen brauchen, um sich auf Veränderungen einzustellen. Langsame Entscheidungswege oder unklare Zuständigkeiten können Sie frustrieren. Wenn Sie sich angewöhnen, eher zu coachen als anzuweisen, wächst Ihre Wirkung, denn Teams mit eigenem Urteilsvermögen skalieren besser als Teams, die auf Ihres warten.',
      ],
      [
        'Suchen Sie Rollen, in denen Ihre Befugnisse Ihrer Verantwortung entsprechen.',
        'Delegieren Sie Ergebnisse, nicht nur Aufgaben, und holen Sie sie nicht zurück.',
        'Führen Sie pro Monat mit jedem Teammitglied ein Coaching-Gespräch.',
        'Gleichen Sie Arbeitslast und Energie ab, bevor Sie zu mehr Ja sagen.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu zurückhaltenderen oder gefühlsorientierten Kollegen übernehmen Menschen mit diesem Profil oft früh Führung und sprechen selbstbewusst über die Richtung. Typischerweise umreißen sie ein Problem schnell, setzen Ziele und verteilen Verantwortung. In der Zusammenarbeit können sie ein Team mitreißen, wobei ruhigere Mitglieder ihre Ideen dann eher zurückhalten.',
        'Ihre Entscheidungen fallen meist schnell und beruhen auf Logik und Ergebnissen, was in Krisen hilft und in ruhigeren Zeiten überstürzt wirken kann. Oft glänzen sie zugleich in Strategie und Umsetzung. Kollegen mit Präferenz für Fühlen oder Wahrnehmen ergänzen sie, indem sie auf die Stimmung achten, Alternativen ausloten und bemerken, wann ein Plan nachgeben muss.',
      ],
      [
        'Zusammenarbeit: organisiert schnell; kann Diskussionen dominieren.',
        'Führung: sichtbar, zielorientiert und fordernd.',
        'Entscheidungen: schnell, logisch, ergebnisgetrieben.',
        'Profitiert von Kollegen, die Bedenken und Alternativen äußern.',
      ],
    ),
    advanced_guide: s(
      [
        'Üben Sie in den nächsten 30 Tagen eine einfache Regel in Besprechungen: Sprechen Sie bei nicht dringenden Entscheidungen als Letzter. Notieren Sie, was Sie durch das Zuhören lernen. Verbinden Sie das mit einem wöchentlichen Gespräch, in dem Sie eine Kollegin oder Ihren Partner fragen, wie Ihr Tempo auf sie wirkt, und schreiben Sie die Antwort auf, ohne sich zu verteidigen.',
        'Suchen Sie über 90 Tage einen Bereich, in dem Sie zu viel Kontrolle behalten, und übergeben Sie ihn jemand anderem, mit klaren Ergebnissen und echter Entscheidungsbefugnis. Unterstützen Sie die Person, ohne die Aufgabe zurückzunehmen. Prüfen Sie am Ende, was sie anders gemacht hat und was Sie an Zeit und Vertrauen gewonnen haben. So verwandeln Direktoren ihre Energie in dauerhafte Stärke.',
      ],
      [
        'Tag 1 bis 30: bei nicht dringenden Entscheidungen zuletzt sprechen.',
        'Wöchentlich: jemanden fragen, wie Ihr Tempo auf ihn wirkt.',
        'Tag 31 bis 90: einen Bereich, den Sie sonst kontrollieren, vollständig abgeben.',
        'Jeden Monat Energie ebenso wie Ergebnisse überprüfen.',
      ],
    ),
    additional_test: s(
      [
        'Der psychologische Profiltest ergänzt Werte zu den Big-Five-Merkmalen wie Verträglichkeit und emotionale Stabilität, die ein Typcode nicht erfasst. Für eine Führungskraft ist es besonders nützlich zu wissen, wie verträglich man wirkt, denn das prägt, wie die eigene Direktheit bei anderen ankommt.',
        'Der Berufsinteressentest kann bestätigen, ob Ihre Führungsenergie eher in Richtung Wirtschaft, öffentlicher Dienst, Wissenschaft oder Kreativbranche weist. Der Test zu emotionalen Beziehungen betrachtet Nähe und Unabhängigkeit in Beziehungen, ein Bereich, in dem ein ehrgeiziges Profil von Reflexion profitiert, und der Test zur persönlichen Entwicklung schlägt Gewohnheiten für Ausgleich und Erholung vor.',
      ],
      [
        'Psychologischer Profiltest: Verträglichkeit und Stabilität.',
        'Berufsinteressentest: wohin Sie Ihren Antrieb lenken.',
        'Emotionale Beziehungen: Nähe und Unabhängigkeit im Gleichgewicht.',
        'Persönliche Entwicklung: Gewohnheiten für Tempo und Erholung.',
      ],
    ),
    further_reading: s(
      [
        'Sunzis „Die Kunst des Krieges“ und Machiavellis „Der Fürst“ sind Klassiker der Strategie, die sich kritisch zu lesen lohnen, ebenso wie die moderne Idee der dienenden Führung, die Autorität als Dienst am Team versteht. Peter Druckers „Die ideale Führungskraft“ bietet praktische Ratschläge zu Zeit, Entscheidungen und Beitrag, die zu einem ergebnisorientierten Geist passen.',
        'Um Ihren Stil abzurunden, lesen Sie über emotionale Intelligenz, ein von Daniel Goleman bekannt gemachtes Konzept, und über Amy Edmondsons Arbeiten zur psychologischen Sicherheit, die erklären, warum Teams sich sicher fühlen müssen, um Probleme anzusprechen. Senecas Schrift über die Kürze des Lebens bietet einen nachdenklichen Gegenpol zu ständigem Ehrgeiz.',
      ],
      [
        'Sunzi, Die Kunst des Krieges.',
        'Peter Drucker, Die ideale Führungskraft.',
        'Daniel Goleman, Emotionale Intelligenz.',
        'Seneca, Von der Kürze des Lebens.',
        'Themen: dienende Führung, psychologische Sicherheit, Delegation.',
      ],
    ),
  },
};

const ENTP: TypeReportContent = {
  description:
    'Der Innovator verbindet nach außen gerichtete Energie mit einem rastlosen Interesse an Möglichkeiten, Argumenten und neuen Blickwinkeln. Menschen mit diesem Profil testen Ideen gern im Gespräch, entdecken Verbindungen zwischen Fachgebieten und stellen infrage, was man schon immer so gemacht hat. Meist ziehen sie Flexibilität und Improvisation festen Plänen vor.',
  keywords: ['Erfinderisch', 'Schlagfertig', 'Neugierig', 'Anpassungsfähig', 'Diskussionsfreudig', 'Unternehmerisch', 'Mutig'],
  famousPeople: ['Thomas Edison', 'Benjamin Franklin', 'Mark Twain', 'Tony Stark (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Intuition, Denken und Wahrnehmen hin. Sie denken meist beim Sprechen, achten auf Muster und auf das, was sein könnte, wägen Ideen nach Logik ab und halten sich Optionen so lange wie möglich offen. Zusammen beschreiben diese Präferenzen einen Menschen, der gern viele Möglichkeiten erkundet und sie im lebhaften Austausch schärft.',
        'Das heißt nicht, dass Sie um des Streitens willen streiten oder nichts zu Ende bringen. Es heißt, dass Neues und Debatten Sie meist mehr beleben als Routine. Werte nahe der Mitte bei Denken oder Wahrnehmen deuten darauf hin, dass Ihnen Harmonie oder Struktur wichtiger sein können, als diese Beschreibung nahelegt. Betrachten Sie Ihren Code als Linse, nicht als Etikett.',
      ],
      [
        'Ihr Typ beschreibt Energie und Aufmerksamkeit, nicht Fähigkeiten.',
        'Über Ideen zu debattieren ist eine Präferenz, kein Charakterfehler.',
        'Werte im mittleren Bereich bedeuten, dass Sie leicht umschalten können.',
        'Prüfen Sie das Ergebnis an konkreten Momenten aus Ihrem Leben.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören oft Erfindungsreichtum, schnelles Lernen, Humor und der Mut, infrage zu stellen, was andere hinnehmen. Sie sehen mehrere Lösungen zugleich und passen sich rasch an, wenn sich eine Lage ändert. Menschen kommen oft zu Ihnen, wenn sie feststecken, weil Sie ein Problem so umdeuten können, dass sich neue Wege öffnen.',
        'Zu den blinden Flecken gehört, Energie auf zu viele Projekte zu verteilen, das Interesse zu verlieren, sobald das Rätsel gelöst ist, und eine Position nur zum Test zu verteidigen, ohne zu merken, dass andere sich angegriffen fühlen. Wachstum liegt oft darin, weniger Wetten einzugehen, die vielversprechendste zu Ende zu führen und zu prüfen, ob eine Debatte der Beziehung noch dient.',
      ],
      [
        'Führen Sie eine Ideenliste und wählen Sie pro Quartal nur ein neues Projekt.',
        'Tun Sie sich mit jemandem zusammen, der gern umsetzt und abschließt.',
        'Sagen Sie ausdrücklich, wenn Sie den Advocatus Diaboli spielen.',
        'Halten Sie Zusagen an einem Ort fest und gehen Sie sie wöchentlich durch.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Freunde genießen meist Ihre Energie, Ihren Witz und Ihre Bereitschaft, alles zu erkunden, vom neuen Café bis zur seltsamen Idee. Sie knüpfen Bindungen vor allem über Gespräche und gemeinsame Abenteuer und schätzen Menschen, die bei Ihren Themensprüngen mithalten. Zuneigung zeigen Sie vielleicht durch Necken und Herausfordern, was am besten bei Menschen funktioniert, die Sie gut kennen.',
        'In der Partnerschaft kann Ihre Liebe zum Neuen feste Verpflichtungen langweilig erscheinen lassen, und Partner wünschen sich vielleicht mehr Beständigkeit, als Sie von Natur aus bieten. Im Konflikt sind Sie womöglich versucht, den Streit zu gewinnen, statt das Problem zu lösen. Fassen Sie den Standpunkt des anderen in dessen eigenen Worten zusammen, bevor Sie antworten, und vereinbaren Sie kleine, verlässliche Rituale, die Zuneigung zeigen.',
      ],
      [
        'Fragen Sie, ob ein Thema zur Debatte steht oder Unterstützung braucht.',
        'Halten Sie kleine Versprechen beständig ein; sie zählen mehr als große Gesten.',
        'Lassen Sie andere ihren Gedanken zu Ende führen, bevor Sie darauf aufbauen.',
        'Schaffen Sie gemeinsame Rituale, die Routine bedeutsam machen.',
      ],
    ),
    career_growth: s(
      [
        'Sie passen meist in Rollen, in denen oft neue Probleme auftauchen und Kreativität belohnt wird: Unternehmertum, Produktentwicklung, Beratung, Marketingstrategie, Recht, Journalismus, Forschung oder jedes Start-up-Umfeld. Meist genießen Sie Abwechslung, Autonomie und Kollegen, die Herausforderungen begrüßen, statt sie zu fürchten.',
        'Häufige Fallstricke sind Langeweile in stabilen Rollen, eine unterschätzte Verwaltungsseite von Projekten und mehr Initiativen, als ein Team verkraften kann. Es hilft Ihnen, mit detailorientierten Kollegen zusammenzuarbeiten und klare Abschlusskriterien festzulegen. Ihr Wert wächst, wenn andere nicht nur Ihre Ideen sehen, sondern auch die, die Sie bis ins Ziel gebracht haben.',
      ],
      [
        'Suchen Sie Abwechslung, Autonomie und echte Probleme.',
        'Legen Sie für jede Initiative eine klare Ziellinie fest.',
        'Arbeiten Sie mit jemandem, der Umsetzung und Prozesse mag.',
        'Dokumentieren Sie Ergebnisse, um abgeschlossene Wirkung zu zeigen, nicht nur Ideen.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Empfinden und Urteilen schlagen Menschen mit diesem Profil eher Alternativen vor, hinterfragen Annahmen und drängen auf Veränderung. In der Zusammenarbeit wirken sie oft als Katalysator, der Optionen erzeugt und Pläne einem Belastungstest unterzieht. Das ist früh in einem Projekt sehr nützlich und kann andere ermüden, sobald die Umsetzung begonnen hat.',
        'Als Führungskräfte begeistern sie meist durch Vision und geistige Energie und lassen Teams viel Freiheit. Entscheidungen fallen oft schnell und werden häufig revidiert, was eine Organisation anpassungsfähig hält, aber Unsicherheit erzeugen kann. Am besten arbeiten sie, wenn jemand anderes hilft, ihre Richtung in stabile Prozesse und klare Prioritäten zu übersetzen.',
      ],
      [
        'Zusammenarbeit: Katalysator und Herausforderer; am stärksten zu Projektbeginn.',
        'Führung: visionär und flexibel; wechselt mitunter oft die Prioritäten.',
        'Entscheidungen: schnell und logisch, offen für Korrekturen.',
        'Ergänzt durch beständige, prozessorientierte Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Wählen Sie für die nächsten 30 Tage ein Projekt und verpflichten Sie sich, eine klar definierte Version davon abzuschließen, bevor Sie etwas Neues beginnen. Führen Sie einen Parkplatz für andere Ideen, damit sie nicht verloren gehen. Achten Sie auf den Moment, in dem das Interesse nachlässt, und nutzen Sie ihn als Signal, Hilfe zu holen oder zu vereinfachen, statt zu wechseln.',
        'Üben Sie über 90 Tage eine Beziehungsfähigkeit: Fragen Sie, bevor Sie einsteigen, was Ihr Gegenüber von diesem Gespräch braucht. Verbinden Sie das mit einem monatlichen Rückblick darauf, welche Debatten geholfen und welche geschadet haben. Innovatoren, die Erfindungsreichtum mit Verlässlichkeit und Takt verbinden, gewinnen meist das Vertrauen, mit dem ihre Ideen weiter reichen.',
      ],
      [
        'Tag 1 bis 30: ein definiertes Projekt abschließen, bevor ein neues beginnt.',
        'Führen Sie einen Ideenparkplatz für neue Einfälle.',
        'Tag 31 bis 90: vor jeder Debatte fragen, was das Gespräch braucht.',
        'Monatlich: prüfen, welche Debatten Beziehungen gestärkt oder belastet haben.',
      ],
    ),
    additional_test: s(
      [
        'Der psychologische Profiltest zeigt Ihr Big-Five-Profil, besonders Offenheit und Gewissenhaftigkeit, die oft die Lücke zwischen begonnenen und abgeschlossenen Ideen erklären. Diese als fortlaufende Merkmale zu sehen, kann die Abwägungen klarer machen als die vier Buchstaben allein.',
        'Der Berufsinteressentest kann Ihre Neugier auf Felder lenken, die sie belohnen, während der Test zur persönlichen Entwicklung auf Gewohnheiten wie Durchhaltevermögen und Fokus hinweist. Wenn Sie Rätsel mögen, misst der Matrizen-IQ-Test abstraktes Denken, eine von der Persönlichkeit getrennte Frage, die viele Menschen mit diesem Profil gern erkunden.',
      ],
      [
        'Psychologischer Profiltest: Offenheit und Gewissenhaftigkeit im Detail.',
        'Berufsinteressentest: Felder, die Neugier belohnen.',
        'Persönliche Entwicklung: Gewohnheiten für Fokus und Durchhaltevermögen.',
        'Matrizen-IQ-Test: abstraktes Denken als eigenes Maß.',
      ],
    ),
    further_reading: s(
      [
        'Edward de Bonos „Das Sechsfarben-Denken“ bietet eine strukturierte Methode, zwischen Kritik, Kreativität und Vorsicht zu wechseln, was zu einem Geist passt, der alle drei bereits genießt. Walter Isaacsons Biografie über Benjamin Franklin zeigt, wie ein neugieriger, verspielter Mensch viele Interessen in bleibende Projekte gelenkt hat.',
        'Für das Zu-Ende-Bringen lesen Sie über den Zeigarnik-Effekt und Umsetzungsintentionen, zwei bekannte Ideen dazu, wie unerledigte Aufgaben und konkrete Pläne das Verhalten prägen. Dale Carnegies „Wie man Freunde gewinnt“ ist zwar alt, erinnert aber praktisch daran, dass Streitgespräche zu gewinnen und Menschen zu gewinnen verschiedene Ziele sind.',
      ],
      [
        'Edward de Bono, Das Sechsfarben-Denken.',
        'Walter Isaacson, Benjamin Franklin (Biografie).',
        'Dale Carnegie, Wie man Freunde gewinnt.',
        'Themen: Umsetzungsintentionen, der Zeigarnik-Effekt.',
      ],
    ),
  },
};

const INFJ: TypeReportContent = {
  description:
    'Der Wegweiser verbindet eine ruhige, nach innen gerichtete Energie mit tiefem Verständnis für Menschen und einem starken Sinn für Bestimmung. Menschen mit diesem Profil blicken gern unter die Oberfläche, stellen sich vor, wie die Dinge besser sein könnten, und arbeiten beharrlich auf Ziele hin, die sich sinnvoll anfühlen. Harmonie und das Wachstum anderer liegen ihnen oft sehr am Herzen.',
  keywords: ['Einsichtsvoll', 'Zielbewusst', 'Einfühlsam', 'Prinzipientreu', 'Zurückhaltend', 'Visionär', 'Hingebungsvoll'],
  famousPeople: ['Martin Luther King Jr.', 'Carl Gustav Jung', 'Nelson Mandela', 'Mutter Teresa'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Intuition, Fühlen und Urteilen hin. Sie tanken meist in der Ruhe auf, richten den Blick auf Bedeutungen und Möglichkeiten, entscheiden mit Blick auf Ihre Werte und deren Wirkung auf Menschen und haben die Dinge gern geregelt. Zusammen beschreibt das einen nachdenklichen Menschen, der Ideale gern in durchdachte Pläne verwandelt.',
        'Dieses Ergebnis bedeutet nicht, dass Sie Gedanken lesen können oder andere immer an erste Stelle setzen müssen. Es beschreibt, wohin Ihre Aufmerksamkeit von selbst geht. Liegen Ihre Werte für Fühlen oder Urteilen nahe der Mitte, sind Sie vielleicht analytischer oder spontaner, als die typische Beschreibung vermuten lässt. Nutzen Sie das Profil als Spiegel, nicht als Schublade.',
      ],
      [
        'Präferenzen zeigen Tendenzen, keine Talente oder Grenzen.',
        'Menschenkenntnis ist eine Gewohnheit der Aufmerksamkeit, keine besondere Gabe.',
        'Werte nahe der Mitte deuten darauf hin, dass Sie beide Seiten nutzen.',
        'Vergleichen Sie die Beschreibung damit, wie Sie unter Stress und entspannt handeln.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören oft Einfühlungsvermögen, Weitsicht, Integrität und die Fähigkeit zu geduldiger, sinnvoller Arbeit. Sie spüren Spannungen in einem Raum früh, finden Worte, mit denen sich Menschen verstanden fühlen, und halten an einer langfristigen Vorstellung davon fest, was aus einem Menschen oder einem Projekt werden kann. Viele vertrauen Ihnen Dinge an, die sie nur wenigen erzählen.',
        'Zu den blinden Flecken kann gehören, die Stimmungen anderer aufzusaugen, sich Maßstäbe zu setzen, die niemand erfüllen könnte, und sich bei Überforderung plötzlich zurückzuziehen. Wachstum bedeutet meist klarere Grenzen, Bedürfnisse anzusprechen, bevor daraus Groll wird, und anzuerkennen, dass Fortschritt hin zu einem Ideal wertvoll ist, auch wenn das Ideal nicht erreicht wird.',
      ],
      [
        'Planen Sie regelmäßig Zeit für sich ein, bevor Sie erschöpft sind.',
        'Sagen Sie jede Woche zu einer Bitte Nein, die Sie sonst annehmen würden.',
        'Schreiben Sie Ihre Bedürfnisse auf und teilen Sie eines mit einer Vertrauensperson.',
        'Ersetzen Sie Alles-oder-nichts-Ziele durch den nächsten sinnvollen Schritt.',
      ],
    ),
    interpersonal_growth: s(
      [
        'In Freundschaften ziehen Sie meist wenige tiefe Verbindungen einem großen Kreis vor. Sie hören genau zu, merken sich, was Menschen wichtig ist, und bieten oft eine Sichtweise, die anderen hilft, ihre Lage neu zu sehen. Weil Sie so viel Aufmerksamkeit schenken, kann es Sie verletzen, wenn sie nicht erwidert wird, auch wenn Sie nie direkt darum gebeten haben.',
        'In Partnerschaft und Konflikt vermeiden Sie vielleicht offenen Streit, um die Harmonie zu schützen, und erreichen dann einen Punkt, an dem Sie leise die Tür schließen. Es hilft, kleine Anliegen früh und in ruhigen Momenten anzusprechen und darauf zu vertrauen, dass ehrlicher Streit eine Beziehung stärken kann. Sagen Sie Menschen direkt, was Sie brauchen, statt zu hoffen, dass sie es spüren.',
      ],
      [
        'Sprechen Sie kleine Probleme früh an, statt sie zu sammeln.',
        'Bitten Sie mit klaren Worten um das, was Sie brauchen.',
        'Lassen Sie sich von Freunden so oft unterstützen, wie Sie sie unterstützen.',
        'Erklären Sie vor einem Rückzug, dass Sie Zeit brauchen, nicht Abstand.',
      ],
    ),
    career_growth: s(
      [
        'Arbeit, die mit einem Sinn verbunden ist, an den Sie glauben, passt meist gut zu Ihnen: Beratung, Lehre, Schreiben, Coaching, Gesundheitswesen, Personalwesen, Design, sozialwissenschaftliche Forschung oder jede Organisation mit einer klaren Mission. Meist blühen Sie mit Zeit zum Nachdenken, einem ruhigen Umfeld und Kollegen auf, die Ihre Werte teilen.',
        'Fallstricke sind, sich zu sehr für andere zu verpflichten, zu lange in Rollen zu bleiben, die Ihren Werten widersprechen, und Bedenken für sich zu behalten, bis das Burn-out kommt. Ein Umfeld, das ständige Selbstdarstellung oder aggressiven Wettbewerb belohnt, kann Sie auslaugen. Es hilft, Ihre Beiträge ausdrücklich zu benennen und die Arbeitslast zu verhandeln, bevor sie untragbar wird.',
      ],
      [
        'Wählen Sie Organisationen, hinter deren Mission Sie stehen können.',
        'Schützen Sie ruhige Zeit für konzentrierte, sinnvolle Arbeit.',
        'Dokumentieren Sie Ihre Beiträge für Mitarbeitergespräche.',
        'Legen Sie Grenzen für Ihre Arbeitslast fest, bevor Sie neue Aufgaben annehmen.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu extravertierteren oder denkorientierten Kollegen tragen Menschen mit diesem Profil meist durch aufmerksames Zuhören, Gespür für Teamdynamik und einen beständigen Blick auf den langfristigen Sinn bei. In der Zusammenarbeit bemerken sie oft, wer noch nichts gesagt hat, und holen leisere Stimmen herein, setzen sich aber für die eigenen Ideen nicht immer stark ein.',
        'Als Führungskräfte führen sie meist durch Vorbild und Vision und schaffen eine Kultur des Vertrauens und der Entwicklung. Ihre Entscheidungen berücksichtigen Werte und menschliche Folgen ebenso wie praktische Ziele, und sie nehmen sich oft Zeit zum Nachdenken, bevor sie sich festlegen. Kollegen mit Präferenz für Denken oder Wahrnehmen ergänzen sie durch unverblümte Analyse und Flexibilität.',
      ],
      [
        'Zusammenarbeit: aufmerksam, einbeziehend, wertegeleitet.',
        'Führung: Vision und Vorbild; meidet mitunter Konfrontation.',
        'Entscheidungen: nachdenklich, wägen Menschen und Prinzipien ab.',
        'Profitiert von Kollegen, die Unbequemes früh aussprechen.',
      ],
    ),
    advanced_guide: s(
      [
        'Üben Sie in den nächsten 30 Tagen, den Moment zu bemerken, in dem Sie die Gefühle eines anderen zu Ihrer Verantwortung machen. Schreiben Sie ihn auf und fragen Sie sich dann, welcher Teil tatsächlich Ihnen zu tragen zukommt. Verbinden Sie das mit täglich zehn Minuten stiller Reflexion oder Tagebuchschreiben, damit Ihre eigene innere Stimme klar bleibt.',
        'Wählen Sie über 90 Tage ein sinnvolles Ziel, zerlegen Sie es in kleine, sichtbare Schritte und feiern Sie jeden davon. Führen Sie zusätzlich einmal im Monat ein Gespräch, in dem Sie ein Bedürfnis oder eine Meinungsverschiedenheit äußern, die Sie sonst zurückhalten würden. Diese beiden Übungen helfen Ihnen, Ihre Vision in Handeln zu verwandeln und dabei mit den Menschen um Sie herum verbunden und ehrlich zu bleiben.',
      ],
      [
        'Tag 1 bis 30: täglich zehn Minuten Reflexion oder Tagebuch.',
        'Bemerken und benennen, wann Sie die Gefühle anderer übernehmen.',
        'Tag 31 bis 90: ein sinnvolles Ziel in kleine Schritte zerlegen.',
        'Monatlich: ein Bedürfnis oder einen Einwand äußern, den Sie sonst verbergen.',
      ],
    ),
    additional_test: s(
      [
        'Der Test zu emotionalen Beziehungen untersucht Nähe, Vertrauen und Unabhängigkeit in Beziehungen, zentrale Themen für dieses Profil. Er kann Ihnen zeigen, ob Ihr Muster dazu neigt, mehr zu geben als zu empfangen, und welche Arten von Verbindung sich für Sie am sichersten anfühlen.',
        'Der psychologische Profiltest ergänzt Ausprägungen der Big-Five-Merkmale, darunter emotionale Stabilität und Verträglichkeit, und kann klären, wie empfindlich Sie auf Stress und Konflikte reagieren. Der Test zur persönlichen Entwicklung schlägt praktische Entwicklungsschritte vor, und der Berufsinteressentest kann helfen, Ihr Gefühl für Sinn in konkrete Arbeitsfelder zu übersetzen.',
      ],
      [
        'Emotionale Beziehungen: Muster von Nähe und Vertrauen.',
        'Psychologischer Profiltest: Stressempfindlichkeit und Verträglichkeit.',
        'Persönliche Entwicklung: praktische Schritte für mehr Ausgleich.',
        'Berufsinteressentest: aus Sinn werden Arbeitsfelder.',
      ],
    ),
    further_reading: s(
      [
        'Viktor Frankls „… trotzdem Ja zum Leben sagen“ ist eine klassische Betrachtung über Sinn, die bei vielen Lesern mit diesem Profil Anklang findet. Carl Gustav Jungs „Erinnerungen, Träume, Gedanken“ gewährt Einblick in das Innenleben des Denkers hinter der Typenlehre. Rainer Maria Rilkes „Briefe an einen jungen Dichter“ sprechen von Einsamkeit und Geduld.',
        'Zu Grenzen und Beziehungen lesen Sie über emotionale Ansteckung und Mitgefühlserschöpfung, zwei Konzepte, die erklären, warum fürsorgliche Menschen ausbrennen können. Marshall Rosenbergs „Gewaltfreie Kommunikation“ bietet einen klaren Weg, Bedürfnisse ohne Vorwürfe auszudrücken, und Tagebuchschreiben ist ein einfaches, bekanntes Werkzeug zur Reflexion.',
      ],
      [
        'Viktor Frankl, … trotzdem Ja zum Leben sagen.',
        'Rainer Maria Rilke, Briefe an einen jungen Dichter.',
        'Marshall Rosenberg, Gewaltfreie Kommunikation.',
        'Carl Gustav Jung, Erinnerungen, Träume, Gedanken.',
        'Themen: Mitgefühlserschöpfung, Grenzen, reflektierendes Tagebuchschreiben.',
      ],
    ),
  },
};

const INFP: TypeReportContent = {
  description:
    'Der Suchende verbindet ein nachdenkliches Innenleben mit starken persönlichen Werten und einer Vorstellungskraft, die überall nach Sinn sucht. Menschen mit diesem Profil liegen Echtheit, Kreativität und das Wohl anderer meist sehr am Herzen. Oft halten sie ihr Leben lieber offen und flexibel und folgen dem, was sich richtig anfühlt, statt dem, was erwartet wird.',
  keywords: ['Idealistisch', 'Authentisch', 'Fantasievoll', 'Einfühlsam', 'Sanft', 'Wertegeleitet', 'Kreativ'],
  famousPeople: ['J. R. R. Tolkien', 'William Shakespeare', 'Vincent van Gogh', 'Frodo Beutlin (Der Herr der Ringe)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Intuition, Fühlen und Wahrnehmen hin. Sie tanken meist in der Ruhe auf, bemerken Bedeutungen und Möglichkeiten, treffen Entscheidungen nach Ihren persönlichen Werten und bleiben lieber offen für neue Informationen, als sich zu früh festzulegen. Zusammen beschreibt das jemanden, dem sein innerer Kompass wichtiger ist als äußere Regeln.',
        'Das Profil bedeutet nicht, dass Sie zerbrechlich, unpraktisch oder unfähig zur Planung sind. Es zeigt, was Ihnen Energie gibt und worauf Sie zuerst achten. Liegen Ihre Werte bei Fühlen oder Wahrnehmen nahe der Mitte, nutzen Sie vielleicht auch Logik und Struktur ganz selbstverständlich. Nehmen Sie an, was passt, hinterfragen Sie, was nicht passt, und vergleichen Sie es mit echten Situationen.',
      ],
      [
        'Ihre Buchstaben beschreiben Präferenzen, keine Schwächen.',
        'Starke Werte sind ein Kompass, keine Garantie, recht zu haben.',
        'Werte im mittleren Bereich deuten auf Flexibilität zwischen den Stilen hin.',
        'Ergebnisse können sich mit Stimmung, Stress und Lebensphase verschieben.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Einfühlungsvermögen, Fantasie, Treue zu Ihren Werten und die Gabe, auszudrücken, was andere fühlen, aber nicht sagen können. Sie nehmen die Eigenart von Menschen wahr und verteidigen jene, die übersehen werden. Wenn es sich echt anfühlt, können Sie fast überall Kreativität und Wärme einbringen.',
        'Zu den blinden Flecken kann Selbstkritik gehören, wenn die Wirklichkeit hinter Ihren Idealen zurückbleibt, das Aufschieben praktischer Aufgaben, die sinnlos wirken, und das Verbergen starker Gefühle, bis sie überlaufen. Wachstum entsteht oft, wenn Sie Alltagsaufgaben mit Ihren Werten verknüpfen, Gefühle in kleinen Dosen teilen und unvollkommenes Handeln als Form von Integrität statt als Kompromiss sehen.',
      ],
      [
        'Verknüpfen Sie jede Woche eine langweilige Aufgabe mit einem Wert, dem sie dient.',
        'Nutzen Sie ein einfaches Aufgabensystem mit nur drei Prioritäten pro Tag.',
        'Sprechen Sie freundlich mit sich über unfertige Arbeit.',
        'Teilen Sie ein Gefühl, solange es klein ist, nicht erst, wenn es überwältigt.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie schließen meist tiefe, treue Freundschaften mit Menschen, die Sie so annehmen, wie Sie sind. Freunde schätzen Ihr Zuhören, Ihre Akzeptanz und Ihr Gespür dafür, was sie einzigartig macht. Vielleicht brauchen Sie Zeit, um sich zu öffnen, und ziehen Gespräche unter vier Augen Gruppenveranstaltungen vor, weil Ihre leisere Stimme dort gehört wird.',
        'In der Partnerschaft idealisieren Sie den anderen vielleicht zunächst und sind dann von gewöhnlichen Schwächen enttäuscht. Im Konflikt ziehen Sie sich eher zurück, als zu streiten, besonders wenn Ihre Werte bedroht scheinen. Es hilft, den betroffenen Wert zu benennen, Ihre Gefühle konkret auszudrücken und sich daran zu erinnern, dass Uneinigkeit keine Ablehnung bedeutet.',
      ],
      [
        'Sagen Sie Menschen, was Ihnen wichtig ist, nicht nur, was Sie verletzt hat.',
        'Wählen Sie Zeit zu zweit, um Nähe aufzubauen.',
        'Akzeptieren Sie gewöhnliche Schwächen bei Menschen, die Sie bewundern.',
        'Bleiben Sie in einem schwierigen Gespräch ein paar Minuten länger, als es angenehm ist.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Arbeit auf, die Ihre Werte und Kreativität ausdrückt: Schreiben, Kunst und Design, Beratung, Lehre, Psychologie, Sozialarbeit, gemeinnützige Organisationen, Bibliotheken, Nutzerforschung oder jede Tätigkeit, bei der einzelne Menschen und sinnvolle Ergebnisse zählen. Flexible Arbeitszeiten und ein unterstützendes Team bringen meist Ihr Bestes hervor.',
        'Fallstricke sind Rollen, die auf strengen Regeln und hartem Wettbewerb beruhen, Schwierigkeiten, die eigene Arbeit zu präsentieren, und nachlassender Schwung, wenn eine Aufgabe von ihrem Sinn losgelöst wirkt. Es hilft, einige klare berufliche Ziele zu wählen, Mentoren zu suchen, die Ihre Werte respektieren, und Ihre Beiträge so zu beschreiben, dass andere sie sehen und anerkennen können.',
      ],
      [
        'Suchen Sie Arbeit, die zu Ihrer Mission passt und etwas Flexibilität bietet.',
        'Pflegen Sie eine Mappe, die Ihre kreativen Ergebnisse zeigt.',
        'Üben Sie, Ihre Erfolge konkret zu beschreiben.',
        'Zerlegen Sie lange Projekte in Meilensteine, die mit Sinn verknüpft sind.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu extravertierteren oder denkorientierten Kollegen tragen Menschen mit diesem Profil weniger durch lautstarkes Eintreten bei als durch kreative Ideen, sorgfältige Arbeit und Aufmerksamkeit für Menschen. In der Zusammenarbeit setzen sie sich oft für Fairness und individuelle Bedürfnisse ein und ziehen schriftliche Kommunikation oder Gespräche unter vier Augen großen Besprechungen vor.',
        'Als Führungskräfte führen sie meist durch Inspiration und Vorbild, lassen Menschen Freiraum und fördern ihre Entwicklung. Ihre Entscheidungen orientieren sich an Werten und an den menschlichen Folgen einer Wahl, was Vertrauen schafft, aber Zeit brauchen kann. Kollegen mit Präferenz für Empfinden oder Urteilen ergänzen sie, indem sie Struktur und Fristen einbringen.',
      ],
      [
        'Zusammenarbeit: kreativ, unterstützend, auf Fairness bedacht.',
        'Führung: wertegeleitet, stärkend; meidet mitunter schwierige Gespräche.',
        'Entscheidungen: geleitet von Werten und dem Wohl der Menschen.',
        'Ergänzt durch strukturierte, fristbewusste Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Schreiben Sie für die nächsten 30 Tage drei Werte auf, die Ihnen am wichtigsten sind, und prüfen Sie jeden Abend, ob etwas, das Sie an diesem Tag getan haben, einem davon gedient hat. Diese einfache Übung hilft Ihnen, Sinn in alltäglichen Aufgaben zu entdecken und zu bemerken, wo Ihr Leben von dem abdriftet, was Ihnen wichtig ist.',
        'Wählen Sie über 90 Tage ein kreatives oder sinnvolles Projekt und geben Sie ihm jede Woche einen festen, geschützten Platz, so klein er auch sein mag. Teilen Sie einmal im Monat Ihre Fortschritte mit einer Vertrauensperson. Üben Sie daneben ein schwieriges Gespräch, das Sie aufgeschoben haben, und bereiten Sie es vor, indem Sie aufschreiben, was Sie fühlen, was Sie brauchen und was Sie anbieten können.',
      ],
      [
        'Tag 1 bis 30: abends mit Ihren drei Kernwerten abgleichen.',
        'Tag 31 bis 90: wöchentlich ein geschützter Platz für ein Projekt.',
        'Monatlich: Fortschritte mit einer Vertrauensperson teilen.',
        'Ein aufgeschobenes Gespräch schriftlich vorbereiten und dann führen.',
      ],
    ),
    additional_test: s(
      [
        'Der Test zur persönlichen Entwicklung kann Ihre Ideale in praktische nächste Schritte verwandeln, indem er Gewohnheiten und Stärken aufzeigt, auf die Sie bauen können. Der Test zu emotionalen Beziehungen untersucht, wie Sie mit Nähe, Vertrauen und Unabhängigkeit umgehen, und kann Muster des Idealisierens oder Rückzugs in Beziehungen beleuchten.',
        'Der Berufsinteressentest hilft Ihnen, Felder zu vergleichen, in denen Ihre Werte und Ihre Kreativität wahrscheinlich gewürdigt werden. Der psychologische Profiltest ergänzt Big-Five-Werte wie emotionale Stabilität und Gewissenhaftigkeit, die erklären können, warum sich manche Tage leichter anfühlen als andere und welche Unterstützung Ihnen am meisten helfen würde.',
      ],
      [
        'Persönliche Entwicklung: konkrete Entwicklungsschritte.',
        'Emotionale Beziehungen: Muster von Nähe und Rückzug.',
        'Berufsinteressentest: Felder, die zu Ihren Werten passen.',
        'Psychologischer Profiltest: Stabilität und Gewissenhaftigkeit.',
      ],
    ),
    further_reading: s(
      [
        'Rainer Maria Rilkes „Briefe an einen jungen Dichter“ und J. R. R. Tolkiens Essay „Über Märchen“ sprechen beide von Fantasie und Innenleben. Julia Camerons „Der Weg des Künstlers“ bietet praktische Übungen für kreative Beständigkeit, und Ralph Waldo Emersons Essay „Selbstvertrauen“ denkt darüber nach, den eigenen Überzeugungen zu trauen.',
        'Für mehr Ausgleich lesen Sie über Selbstmitgefühl, ein von der Forscherin Kristin Neff entwickeltes Konzept, das den strengen inneren Kritiker anspricht, den viele Idealisten gut kennen. Die Idee des wertebasierten Handelns aus der Akzeptanz- und Commitment-Therapie bietet einen praktischen Weg, nach dem zu handeln, was zählt, auch wenn Motivation oder Stimmung niedrig sind.',
      ],
      [
        'Rainer Maria Rilke, Briefe an einen jungen Dichter.',
        'Julia Cameron, Der Weg des Künstlers.',
        'Ralph Waldo Emerson, Selbstvertrauen.',
        'Kristin Neff, Selbstmitgefühl.',
        'Themen: wertebasiertes Handeln, kreative Routinen.',
      ],
    ),
  },
};

const ENFJ: TypeReportContent = {
  description:
    'Der Mentor verbindet nach außen gerichtete Wärme mit einem Blick für das Potenzial von Menschen und einer Vorliebe für organisiertes Handeln. Menschen mit diesem Profil spüren meist, was eine Gruppe braucht, bringen es in Worte und sammeln andere hinter einem gemeinsamen Ziel. Oft finden sie tiefe Erfüllung darin, jemand anderem beim Wachsen zu helfen.',
  keywords: ['Ermutigend', 'Wortgewandt', 'Warmherzig', 'Organisiert', 'Inspirierend', 'Verantwortungsvoll', 'Menschenorientiert'],
  famousPeople: ['Maya Angelou', 'Barack Obama', 'Oprah Winfrey', 'Morpheus (Matrix)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Intuition, Fühlen und Urteilen hin. Sie schöpfen meist Energie aus Menschen, richten den Blick auf Möglichkeiten und Bedeutungen, entscheiden mit Blick auf Werte und Beziehungen und planen und organisieren gern. Zusammen beschreiben diese Präferenzen jemanden, der gemeinsame Hoffnungen gern in abgestimmtes Handeln verwandelt.',
        'Das Ergebnis bedeutet nicht, dass Sie immer gut gelaunt sind oder nie Zeit für sich brauchen. Es beschreibt, wozu Sie zuerst greifen. Liegen Ihre Werte für Extraversion oder Urteilen nahe der Mitte, wechseln Sie vielleicht mühelos zwischen Führen und Nachdenken. Lesen Sie die Beschreibung als Sammlung von Tendenzen, die Sie an Ihrer eigenen Erfahrung prüfen.',
      ],
      [
        'Ihr Typ beschreibt Präferenzen, keine Pflichten.',
        'Sich um Menschen zu kümmern heißt nicht, es ihnen recht machen zu müssen.',
        'Werte in der Mitte deuten darauf hin, dass Ihnen beide Stile liegen.',
        'Nutzen Sie das Ergebnis zum Nachdenken, nicht um sich zu begrenzen.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören oft Wärme, überzeugende Kommunikation, Organisationstalent und eine echte Begabung, andere zu ermutigen. Sie sehen Potenzial, bevor Menschen es in sich selbst erkennen, und schaffen eine Atmosphäre, in der sie sich wertgeschätzt fühlen. Gruppen werden oft verbundener und zielstrebiger, wenn Sie beteiligt sind.',
        'Zu den blinden Flecken kann gehören, die eigenen Bedürfnisse zu vernachlässigen, Verantwortung für die Entscheidungen anderer zu übernehmen und Kritik schwer annehmen zu können. Vielleicht verfolgen Sie auch eine Vision für jemanden, die diese Person gar nicht teilt. Wachstum bedeutet oft, zurückzutreten und andere ihren Weg selbst gehen zu lassen, selbst um Hilfe zu bitten und Ruhe als Teil der Fürsorge für andere zu verstehen.',
      ],
      [
        'Fragen Sie, bevor Sie eingreifen: Wessen Verantwortung ist das?',
        'Blocken Sie jede Woche Zeit für etwas, das nur Ihnen gehört.',
        'Bitten Sie um ehrliche Rückmeldung und danken Sie dafür.',
        'Lassen Sie gelegentlich jemand anderen einladen, leiten oder planen.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Freunde erleben Sie meist als großzügig, aufmerksam und gut darin, eine Gruppe zusammenzuhalten. Sie denken an Geburtstage, bemerken, wenn jemand zu kämpfen hat, und organisieren oft die Treffen, die Freundschaften lebendig halten. Loyalität und offene Kommunikation sind Ihnen meist wichtig, und es kann Sie verletzen, wenn Ihr Einsatz nicht erwidert wird.',
        'In der Partnerschaft können Sie sehr hingebungsvoll sein, und Partner haben gelegentlich das Gefühl, dass Ihre Pläne für die Beziehung wenig Raum für ihre eigenen lassen. Im Konflikt versuchen Sie vielleicht, die Harmonie schnell wiederherzustellen, manchmal bevor das eigentliche Problem gelöst ist. Geben Sie Meinungsverschiedenheiten Zeit, fragen Sie, was der andere will, und teilen Sie Ihre eigene Verletzung ehrlich mit.',
      ],
      [
        'Prüfen Sie, ob Ihre Pläne für andere auch deren Wünsche sind.',
        'Lassen Sie einen Konflikt bei Bedarf einen Tag lang ungelöst.',
        'Sagen Sie, was Sie brauchen, statt darauf zu warten, bemerkt zu werden.',
        'Achten Sie darauf, wer zurückgibt, und investieren Sie dort.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist dort auf, wo Kommunikation und menschliche Entwicklung im Mittelpunkt stehen: Lehre, Coaching, Training, Personalwesen, Beratung, Gemeinwesenarbeit, Öffentlichkeitsarbeit, Vertriebsleitung, Politik oder Management. Organisationen mit klarer Mission und kooperativer Kultur bringen meist Ihre beste Energie hervor.',
        'Fallstricke sind, die Probleme aller zu übernehmen, sich in unpersönlichen oder rein zahlengetriebenen Umgebungen schwerzutun und den eigenen Wert an die Anerkennung bei der Arbeit zu knüpfen. Es hilft, klare Grenzen für emotionale Arbeit zu setzen, sicherer im Umgang mit analytischen Werkzeugen und Entscheidungen zu werden und Ihren Beitrag an Ergebnissen ebenso wie an Beziehungen zu messen.',
      ],
      [
        'Suchen Sie Rollen, in denen die Entwicklung von Menschen dazugehört.',
        'Begrenzen Sie, wie viele Kollegen Sie gleichzeitig unterstützen.',
        'Bauen Sie eine analytische Fähigkeit auf, um Ihre Vorschläge zu stärken.',
        'Messen Sie Ergebnisse, nicht nur die Stimmung im Team.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu zurückhaltenderen oder denkorientierten Kollegen übernehmen Menschen mit diesem Profil oft eine aktive Rolle für Zusammenhalt, Kommunikation und Motivation im Team. In der Zusammenarbeit moderieren sie meist, sorgen dafür, dass alle gehört werden, und vermitteln zwischen unterschiedlichen Sichtweisen. Unwillkommene Nachrichten zu überbringen oder Nein zu sagen, fällt ihnen oft schwerer.',
        'Als Führungskräfte führen sie meist durch Inspiration, Ermutigung und klare Organisation. Ihre Entscheidungen wägen die menschlichen Folgen neben den Zielen ab und werden in der Regel gut erklärt, was Engagement schafft. Kollegen mit Präferenz für Denken ergänzen sie durch nüchterne Analyse, solche mit Präferenz für Wahrnehmen durch Flexibilität, wenn sich Pläne ändern müssen.',
      ],
      [
        'Zusammenarbeit: Moderator, Brückenbauer und Motivator.',
        'Führung: inspirierend und organisiert; scheut mitunter harte Rückmeldungen.',
        'Entscheidungen: verbinden Ziele mit den Bedürfnissen der Menschen.',
        'Ergänzt durch analytische, offene Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Führen Sie in den nächsten 30 Tagen eine einfache Liste der Gefallen, der Hilfe und der emotionalen Unterstützung, die Sie geben, und daneben dessen, was Sie erhalten. Es geht nicht darum, aufzurechnen, sondern zu sehen, ob Ihre Energie in Beziehungen fließt, die auch Sie nähren. Ändern Sie eine Verpflichtung auf Grundlage dessen, was Sie bemerken.',
        'Üben Sie über 90 Tage, jede Woche eine ehrliche, konstruktive Rückmeldung zu geben, mit Sorgfalt formuliert, aber ohne die Botschaft so abzuschwächen, dass sie verschwindet. Wählen Sie daneben ein persönliches Ziel, das nichts damit zu tun hat, anderen zu helfen. Mentoren werden stärker, wenn sie auch in ihre eigene Entwicklung investieren.',
      ],
      [
        'Tag 1 bis 30: gegebene und erhaltene Unterstützung notieren.',
        'Eine Verpflichtung ändern, die Sie auslaugt.',
        'Tag 31 bis 90: pro Woche eine klare Rückmeldung geben.',
        'Ein Ziel verfolgen, das nur Ihrem eigenen Wachstum dient.',
      ],
    ),
    additional_test: s(
      [
        'Der Test zu emotionalen Beziehungen untersucht, wie Sie Nähe und Unabhängigkeit ausbalancieren, was für ein Profil nützlich ist, das viel in andere investiert. Er kann zeigen, ob Sie dazu neigen, mehr zu geben, als Sie erbitten, und was Ihnen Sicherheit gibt, wenn Beziehungen unter Druck stehen.',
        'Der psychologische Profiltest liefert Big-Five-Werte wie Verträglichkeit und emotionale Stabilität, die zeigen können, wie stark Sie zum Entgegenkommen neigen. Der Berufsinteressentest kann bestätigen, welche menschenorientierten Felder am besten zu Ihnen passen, und der Test zur persönlichen Entwicklung schlägt Gewohnheiten für Selbstfürsorge und Grenzen vor.',
      ],
      [
        'Emotionale Beziehungen: Geben und Nehmen in der Nähe.',
        'Psychologischer Profiltest: Verträglichkeit und Stabilität.',
        'Berufsinteressentest: menschenorientierte Felder.',
        'Persönliche Entwicklung: Gewohnheiten für Grenzen und Selbstfürsorge.',
      ],
    ),
    further_reading: s(
      [
        'Dale Carnegies „Wie man Freunde gewinnt“ bleibt ein praktischer Klassiker der Kommunikation, und Kim Scotts Idee der radikalen Offenheit, persönlich Anteil zu nehmen und zugleich direkt herauszufordern, trifft ein häufiges Entwicklungsfeld dieses Typs. Plutarchs Lebensbeschreibungen bieten alte, aber lebendige Porträts von Führung und Charakter.',
        'Für mehr Ausgleich lesen Sie über das Bedürfnis, es allen recht zu machen, über Grenzen und über Mitgefühlserschöpfung, die erklärt, wie helfende Berufe Menschen auslaugen können. Das Konzept, durch Fragen statt Antworten zu coachen, bekannt aus dem GROW-Modell, kann Ihnen helfen, andere zu unterstützen und ihnen zugleich ihre Entscheidungen zu lassen.',
      ],
      [
        'Dale Carnegie, Wie man Freunde gewinnt.',
        'Kim Scott, Radical Candor.',
        'Plutarch, Parallelbiografien.',
        'Themen: das GROW-Coaching-Modell, Grenzen, Mitgefühlserschöpfung.',
      ],
    ),
  },
};

const ENFP: TypeReportContent = {
  description:
    'Der Inspirator verbindet nach außen gerichtete Begeisterung mit lebhafter Fantasie und einem warmen Interesse an Menschen. Menschen mit diesem Profil sehen überall Möglichkeiten, verknüpfen Ideen und Menschen auf überraschende Weise und bringen Energie in alles, was ihr Interesse weckt. Meist ziehen sie Freiheit und Abwechslung strengen Routinen vor.',
  keywords: ['Begeistert', 'Fantasievoll', 'Warmherzig', 'Neugierig', 'Ausdrucksstark', 'Spontan', 'Ermutigend'],
  famousPeople: ['Robin Williams', 'Walt Disney', 'Oscar Wilde', 'Anne Shirley (Anne auf Green Gables)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Intuition, Fühlen und Wahrnehmen hin. Sie gewinnen meist Energie aus Menschen und neuen Erfahrungen, bemerken Möglichkeiten und Zusammenhänge, entscheiden mit Blick auf Werte und Menschen und halten sich Optionen offen. Zusammen beschreiben diese Präferenzen jemanden, der das Leben gern erkundet und andere dazu einlädt.',
        'Dieses Ergebnis sagt nicht, dass Sie sprunghaft, oberflächlich oder unkonzentriert sind. Es beschreibt, was Ihnen meist Energie gibt und wohin Ihre Aufmerksamkeit geht. Liegen manche Werte nahe der Mitte, sind Sie in bestimmten Situationen vielleicht auch recht nachdenklich oder organisiert. Betrachten Sie das Profil als Gesprächsanstoß über sich selbst, nicht als letztes Wort.',
      ],
      [
        'Begeisterung ist eine Vorliebe für Neues, kein Mangel an Tiefe.',
        'Ihr Typ sagt weder Erfolg noch Misserfolg voraus.',
        'Werte nahe der Mitte deuten auf flexible Gewohnheiten hin.',
        'Achten Sie darauf, welche Teile passen und welche nicht.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören oft Kreativität, Optimismus, Wärme und die Fähigkeit zu inspirieren. Sie erkennen Talente in anderen, entwickeln schnell Ideen und geben Menschen das Gefühl, willkommen zu sein. Wenn Ihnen etwas wichtig ist, wirkt Ihre Energie ansteckend, und Sie können Menschen für Projekte gewinnen, die andere für unmöglich hielten.',
        'Zu den blinden Flecken kann gehören, mehr zu beginnen als abzuschließen, Routinedetails zu unterschätzen und unruhig zu werden, wenn das Leben vorhersehbar wird. Vielleicht übernehmen Sie auch die Probleme anderer und fühlen sich dann überfordert. Wachstum entsteht, wenn Sie weniger Prioritäten wählen, leichte Strukturen aufbauen, die Ihre Freiheit schützen, und bemerken, wann Begeisterung das Ausweichen vor etwas Schwererem verdeckt.',
      ],
      [
        'Begrenzen Sie aktive Projekte auf drei gleichzeitig.',
        'Halten Sie Routinen mit kurzen täglichen Check-ins lebendig.',
        'Schließen Sie eine kleine Sache ab, bevor Sie eine neue Idee feiern.',
        'Fragen Sie sich, wovor Sie ausweichen könnten, wenn eine neue Idee dringend wirkt.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie finden meist leicht Freunde und pflegen einen großen, vielfältigen Kreis. Menschen schätzen Ihre Neugier, Ihren Humor und Ihr echtes Interesse an ihrem Leben. Oft bringen Sie Freunde zusammen und machen aus gewöhnlichen Plänen kleine Abenteuer. Gleichzeitig sehnen Sie sich vielleicht nach einigen tiefen Verbindungen, in denen Sie ganz Sie selbst sein können.',
        'In der Partnerschaft sind Sie meist zärtlich und unterstützend, und Partner wünschen sich manchmal mehr Beständigkeit oder Verlässlichkeit bei Plänen. Im Konflikt sind Sie vielleicht schnell gekränkt und ebenso schnell darüber hinweg, während der andere das Geschehene noch verarbeitet. Werden Sie langsamer, hören Sie seine Sicht ganz an und vereinbaren Sie gemeinsam, was sich ändern soll.',
      ],
      [
        'Setzen Sie Pläne, die Sie vorschlagen, auch um.',
        'Geben Sie dem langsameren Tempo eines Freundes im Konflikt Raum.',
        'Investieren Sie bewusst in einige tiefe Freundschaften.',
        'Sagen Sie, was Sie brauchen, statt zu hoffen, dass es erraten wird.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die Menschen, Ideen und Abwechslung verbinden: Marketing, Kommunikation, Journalismus, Lehre, Coaching, Beratung, Unterhaltung, Design, Unternehmertum oder jedes kreative Team. Ein Umfeld, das neue Ideen begrüßt, flexible Zeiten erlaubt und Begeisterung schätzt, bringt meist Ihr Bestes hervor.',
        'Fallstricke sind Langeweile in eintönigen Rollen, Schwierigkeiten mit detaillierter Verwaltung und die Neigung, zu zu vielen spannenden Gelegenheiten Ja zu sagen. Es hilft Ihnen, wenn Routinen die langweiligen Teile automatisch erledigen, wenn Sie mit detailorientierten Kollegen zusammenarbeiten und Projekte wählen, die mit Ihren tieferen Werten verbunden sind.',
      ],
      [
        'Suchen Sie Rollen mit Abwechslung, Menschen und Raum für Ideen.',
        'Automatisieren oder bündeln Sie Routineaufgaben.',
        'Arbeiten Sie mit detailorientierten Teammitgliedern zusammen.',
        'Prüfen Sie neue Gelegenheiten an Ihren langfristigen Zielen.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Empfinden und Urteilen bringen Menschen mit diesem Profil eher frische Ideen, Begeisterung und einen Blick für das Potenzial von Menschen ein. In der Zusammenarbeit stoßen sie oft Brainstormings an, vernetzen Menschen über Teams hinweg und heben die Stimmung. Mitunter brauchen sie Unterstützung, um aus Ideen Pläne mit klaren Fristen zu machen.',
        'Als Führungskräfte begeistern sie meist durch Vision und Ermutigung und geben Menschen Raum zum Ausprobieren. Entscheidungen folgen Werten und Möglichkeiten und können sich ändern, wenn neue Optionen auftauchen, was ein Team anpassungsfähig hält, aber Unsicherheit erzeugen kann. Strukturierte Kollegen helfen ihnen sicherzustellen, dass gute Ideen zu verlässlichen Ergebnissen werden.',
      ],
      [
        'Zusammenarbeit: Ideengeber und Stimmungsmacher.',
        'Führung: inspirierend und stärkend; mitunter wenig Struktur.',
        'Entscheidungen: wertegeleitet und offen für Veränderung.',
        'Ergänzt durch organisierte, detailorientierte Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Wählen Sie für die nächsten 30 Tage ein sinnvolles Ziel und legen Sie drei konkrete Handlungen fest, mit denen Sie es jede Woche voranbringen. Halten Sie sie einfach fest, etwa mit Häkchen im Kalender. Bemerken Sie, wenn eine neue Idee Sie wegzieht, schreiben Sie sie auf und kehren Sie zu Ihrem gewählten Ziel zurück.',
        'Bauen Sie über 90 Tage eine stabile Routine auf, die Ihre Energie stützt, etwa regelmäßigen Schlaf, Sport oder eine wöchentliche Planungsrunde. Ergänzen Sie eine monatliche Reflexion darüber, welche Beziehungen und Projekte Ihnen wirklich wichtig sind. Inspiratoren, die etwas Struktur um ihre Begeisterung bauen, stellen oft fest, dass sie ihnen mehr Freiheit gibt, nicht weniger.',
      ],
      [
        'Tag 1 bis 30: drei wöchentliche Schritte für ein gewähltes Ziel.',
        'Neue Ideen festhalten, ohne sofort danach zu handeln.',
        'Tag 31 bis 90: eine stabile Energie-Routine aufbauen.',
        'Monatlich: überlegen, welche Projekte und Menschen am wichtigsten sind.',
      ],
    ),
    additional_test: s(
      [
        'Der Berufsinteressentest kann helfen, Ihre vielen Interessen auf Felder zu lenken, in denen Menschen und Kreativität gewürdigt werden. Der Test zur persönlichen Entwicklung zeigt Gewohnheiten wie Durchhaltevermögen, die Ihre Begeisterung mit der Zeit wirksamer machen, und zwar in kleinen, realistischen Schritten statt mit großen Vorsätzen, die nach einer Woche verblassen.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte, etwa Gewissenhaftigkeit und Offenheit, die das Gleichgewicht zwischen Erkunden und Abschließen erklären. Der Test zu emotionalen Beziehungen untersucht Nähe und Unabhängigkeit und kann klären, warum Sie sich vielleicht zugleich nach tiefer Verbindung und viel Freiheit sehnen.',
      ],
      [
        'Berufsinteressentest: ein Fokus für viele Interessen.',
        'Persönliche Entwicklung: Durchhaltevermögen und Routinen.',
        'Psychologischer Profiltest: Offenheit und Gewissenhaftigkeit.',
        'Emotionale Beziehungen: Verbundenheit und Freiheit.',
      ],
    ),
    further_reading: s(
      [
        'Elizabeth Gilberts „Big Magic“ erkundet ein kreatives Leben mit Wärme und Humor, und Mihaly Csikszentmihalyis „Flow“ erklärt den Zustand tiefer Versunkenheit, dem Inspiratoren oft nachjagen. Lucy Maud Montgomerys „Anne auf Green Gables“ ist ein klassisches Porträt eines fantasievollen, begeisterungsfähigen Geistes.',
        'Für mehr Durchhaltevermögen lesen Sie über Habit Stacking und Umsetzungsintentionen, weithin bekannte Ideen, die neue Gewohnheiten an bestehende Routinen knüpfen. Die Idee des Essentialismus, das disziplinierte Streben nach weniger, bietet ein Gegengewicht dazu, zu allem Ja zu sagen, und kann Ihnen helfen zu wählen, wo Ihre Energie am meisten bewirkt.',
      ],
      [
        'Elizabeth Gilbert, Big Magic.',
        'Mihaly Csikszentmihalyi, Flow.',
        'Greg McKeown, Essentialismus.',
        'Lucy Maud Montgomery, Anne auf Green Gables.',
        'Themen: Habit Stacking, Umsetzungsintentionen.',
      ],
    ),
  },
};

const ISTJ: TypeReportContent = {
  description:
    'Der Verwalter verbindet eine ruhige, beständige Energie mit einem Fokus auf Fakten, Verantwortung und bewährte Methoden. Menschen mit diesem Profil halten meist Wort, organisieren ihre Arbeit sorgfältig und sorgen dafür, dass nichts Wichtiges durchs Raster fällt. Einen klaren Plan und ein erprobtes Vorgehen ziehen sie der Improvisation meist vor.',
  keywords: ['Verlässlich', 'Gründlich', 'Praktisch', 'Loyal', 'Systematisch', 'Verantwortungsbewusst', 'Gelassen'],
  famousPeople: ['George Washington', 'Königin Elisabeth II.', 'Angela Merkel', 'Hermine Granger (Harry Potter)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Empfinden, Denken und Urteilen hin. Sie tanken meist in der Ruhe auf, vertrauen konkreten Fakten und Erfahrungen, entscheiden nach Logik und Fairness und bevorzugen Ordnung und klare Abschlüsse. Zusammen beschreiben diese Präferenzen jemanden, der Verlässlichkeit, sorgfältige Aufmerksamkeit und Pflichtgefühl in alles einbringt, was er übernimmt.',
        'Das Profil bedeutet nicht, dass Sie starr, fantasielos oder an Gefühlen uninteressiert sind. Es zeigt, zu welchen Herangehensweisen Sie zuerst greifen. Liegen Ihre Werte für Empfinden oder Urteilen nahe der Mitte, sind Sie vielleicht offener für Experimente, als die klassische Beschreibung vermuten lässt. Lesen Sie Ihr Ergebnis als Spiegel von Gewohnheiten, nicht als Grenze dessen, was Sie lernen können.',
      ],
      [
        'Präferenzen sind Gewohnheiten der Aufmerksamkeit, keine Fähigkeiten.',
        'Tradition zu schätzen heißt nicht, sich jeder Veränderung zu widersetzen.',
        'Werte in der Mitte zeigen, dass Ihnen beide Herangehensweisen liegen.',
        'Ihr Ergebnis ist ein Ausgangspunkt zum Nachdenken.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Verlässlichkeit, Genauigkeit, Geduld und ein ausgeprägtes Verantwortungsgefühl. Sie führen Aufzeichnungen, halten Zusagen ein und bemerken Details, die anderen entgehen. Menschen verlassen sich oft auf Sie, weil sie wissen, dass das, was Sie versprechen, erledigt wird, und zwar ordentlich und ohne Aufhebens.',
        'Zu den blinden Flecken kann gehören, sich Veränderungen zu widersetzen, bis ihr Nutzen bewiesen ist, streng mit sich und anderen zu sein, wenn Standards nachlassen, und Gefühle so lange für sich zu behalten, dass andere Sie als distanziert missverstehen. Wachstum entsteht oft durch kleine Experimente mit neuen Methoden, offen ausgesprochene Wertschätzung und die Bereitschaft, manche Pläne flexibel zu lassen.',
      ],
      [
        'Probieren Sie jeden Monat bei einer risikoarmen Aufgabe eine neue Methode aus.',
        'Bedanken Sie sich laut für konkrete Dinge.',
        'Lassen Sie in Ihrer Woche etwas ungeplante Zeit.',
        'Fragen Sie, wie andere eine Veränderung empfinden, nicht nur, ob sie funktioniert.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Freundschaft zeigen Sie meist durch Beständigkeit: da sein, Zusagen einhalten und praktisch helfen. Vielleicht haben Sie einen kleinen Kreis langjähriger Freunde und schätzen Ehrlichkeit und Loyalität höher als Aufregung. Menschen vertrauen Ihnen, weil Sie von einem Tag zum nächsten derselbe Mensch bleiben.',
        'In der Partnerschaft drücken Sie Liebe vielleicht eher durch Taten als durch Worte aus, und Partner wünschen sich manchmal mehr ausgesprochene Bestätigung oder Spontaneität. Im Konflikt konzentrieren Sie sich meist auf Fakten und Fairness, was wertvoll ist, doch der andere braucht womöglich zuerst Anerkennung seiner Gefühle. Benennen Sie das Gefühl, das Sie wahrnehmen, bevor Sie sich den Details zuwenden.',
      ],
      [
        'Sagen Sie Menschen, dass sie Ihnen wichtig sind, statt es nur zu zeigen.',
        'Erkennen Sie Gefühle an, bevor Sie über Fakten sprechen.',
        'Sagen Sie diesen Monat zu einem spontanen Plan Ja.',
        'Nennen Sie Ihre Gründe, wenn Sie Nein sagen.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die Genauigkeit, Verlässlichkeit und klare Zuständigkeiten schätzen: Rechnungswesen, Recht, Verwaltung, Ingenieurwesen, Logistik, Qualitätssicherung, öffentlicher Dienst, Gesundheitswesen, IT-Betrieb oder Projektcontrolling. Stabile Organisationen mit definierten Prozessen, fairen Regeln und Kollegen, die Wort halten, passen meist gut zu Ihnen.',
        'Fallstricke sind Frust in chaotischen Umgebungen, Zögern bei neuen Werkzeugen, bis sie sich bewährt haben, und zusätzliche Arbeit, die Sie übernehmen, weil Sie Ihren eigenen Standards mehr trauen als denen anderer. Es hilft, Ihre Abläufe zu erklären, damit andere ihnen folgen können, und offen für Experimente zu bleiben, die Ihre bewährten Methoden verbessern könnten.',
      ],
      [
        'Suchen Sie Rollen mit klaren Erwartungen und Verantwortlichkeiten.',
        'Dokumentieren Sie Ihre Methoden, damit andere die Last teilen können.',
        'Melden Sie sich jedes Jahr für einen Pilotversuch mit einem neuen Werkzeug.',
        'Übernehmen Sie keine Aufgaben, die anderen gehören.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Intuition oder Wahrnehmen bilden Menschen mit diesem Profil oft den stabilen Kern eines Teams: Sie prüfen Details, halten Zeitpläne ein und achten darauf, dass Verfahren befolgt werden. In der Zusammenarbeit bevorzugen sie meist klare Rollen und schriftliche Vereinbarungen und melden sich vor allem dann zu Wort, wenn Fakten falsch dargestellt werden.',
        'Als Führungskräfte führen sie meist durch Vorbild, setzen klare Erwartungen und leben Verlässlichkeit vor. Ihre Entscheidungen sind in der Regel sorgfältig, auf Belege und Präzedenzfälle gestützt und über die Zeit beständig. Kollegen mit Präferenz für Intuition oder Fühlen ergänzen sie, indem sie neue Möglichkeiten vorschlagen und in Zeiten des Wandels auf die Stimmung achten.',
      ],
      [
        'Zusammenarbeit: verlässlich, detailorientiert, klar in den Rollen.',
        'Führung: durch Vorbild und Standards; mitunter veränderungsscheu.',
        'Entscheidungen: faktenbasiert, beständig, sorgfältig.',
        'Ergänzt durch fantasievolle, menschenorientierte Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Wählen Sie für die nächsten 30 Tage eine Routine, die Sie automatisch ausführen, und fragen Sie sich, ob sie ihren Zweck noch erfüllt. Probieren Sie eine kleine Abwandlung aus und notieren Sie die Ergebnisse. So entsteht eine Gewohnheit bewusster, risikoarmer Verbesserung, ohne die Stabilität und Vorhersehbarkeit zu verlieren, die Sie schätzen.',
        'Üben Sie über 90 Tage, Wertschätzung und Gefühle in Worte zu fassen. Sagen Sie einmal pro Woche jemandem konkret, was Sie an ihm schätzen. Ergänzen Sie einen monatlichen Rückblick, in dem Sie eine Kollegin oder Ihren Partner fragen, was Sie anders machen könnten. Verwalter, die Verlässlichkeit mit Offenheit für Rückmeldungen verbinden, werden oft zu den Menschen, an die sich andere in jeder Lage wenden.',
      ],
      [
        'Tag 1 bis 30: eine Routine überprüfen und eine Abwandlung testen.',
        'Wöchentlich: ein konkretes Wort der Wertschätzung.',
        'Tag 31 bis 90: monatlich um Rückmeldung bitten.',
        'Ein kurzes Protokoll über Veränderungen führen, die funktioniert haben.',
      ],
    ),
    additional_test: s(
      [
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Gewissenhaftigkeit und Offenheit, die zeigen können, wie stark Sie Ordnung schätzen und wie offen Sie für neue Erfahrungen sind. Diese als fortlaufende Merkmale zu sehen, kann Ihnen helfen zu bemerken, wo Sie flexibler sind, als Ihr Typ vermuten lässt.',
        'Der Berufsinteressentest kann Felder vergleichen, in denen Genauigkeit und Verantwortung gewürdigt werden. Der Test zu emotionalen Beziehungen untersucht, wie Sie Nähe ausdrücken, was nützlich sein kann, wenn Partner sich mehr Worte oder Spontaneität wünschen. Der Matrizen-IQ-Test misst abstraktes Denken, eine von Ihren Präferenzen getrennte Dimension.',
      ],
      [
        'Psychologischer Profiltest: Gewissenhaftigkeit und Offenheit.',
        'Berufsinteressentest: Felder, die Verlässlichkeit würdigen.',
        'Emotionale Beziehungen: Nähe ausdrücken.',
        'Matrizen-IQ-Test: abstraktes Denken als eigenes Maß.',
      ],
    ),
    further_reading: s(
      [
        'Atul Gawandes „The Checklist Manifesto“ zeigt, wie sorgfältige Routinen Leben retten und Mühe sparen, eine Botschaft, die bei diesem Profil oft Anklang findet. Mark Aurels „Selbstbetrachtungen“ bieten Gedanken über Pflicht und Beständigkeit, und Benjamin Franklins Autobiografie beschreibt sein berühmtes System, Tugenden eine nach der anderen einzuüben.',
        'Um Ihre Komfortzone zu erweitern, lesen Sie über das von Carol Dweck bekannt gemachte Konzept des dynamischen Selbstbilds und über die Idee kleiner Experimente, Kaizen, die Abläufe Schritt für Schritt verbessert, ohne Bewährtes aufzugeben. Gary Chapmans „Die fünf Sprachen der Liebe“ kann Ihnen helfen, Zuneigung so auszudrücken, dass andere sie erkennen.',
      ],
      [
        'Atul Gawande, The Checklist Manifesto.',
        'Mark Aurel, Selbstbetrachtungen.',
        'Benjamin Franklin, Autobiografie.',
        'Carol Dweck, Selbstbild.',
        'Themen: Kaizen, Sprachen der Liebe, bewusste Verbesserung.',
      ],
    ),
  },
};

const ISFJ: TypeReportContent = {
  description:
    'Der Fürsorgliche verbindet eine ruhige, aufmerksame Energie mit praktischer Freundlichkeit und einem starken Pflichtgefühl. Menschen mit diesem Profil bemerken meist, was andere brauchen, merken sich die Details, auf die es ankommt, und arbeiten beständig daran, dass das Leben reibungslos läuft. Stabilität, Loyalität und Tradition sind ihnen meist wichtig.',
  keywords: ['Fürsorglich', 'Loyal', 'Aufmerksam', 'Praktisch', 'Verlässlich', 'Bescheiden', 'Geduldig'],
  famousPeople: ['Rosa Parks', 'Samweis Gamdschie (Der Herr der Ringe)', 'Dr. John Watson (Sherlock-Holmes-Geschichten)', 'Captain America (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Empfinden, Fühlen und Urteilen hin. Sie tanken meist in der Ruhe auf, achten auf konkrete Details und frühere Erfahrungen, entscheiden mit Rücksicht auf Menschen und Harmonie und haben die Dinge gern geordnet. Zusammen beschreiben diese Präferenzen jemanden, der andere auf beständige, praktische Weise unterstützt.',
        'Das Ergebnis bedeutet nicht, dass Sie sich alles gefallen lassen oder Veränderungen ablehnen. Es beschreibt Gewohnheiten der Aufmerksamkeit und der Wahl. Liegen Ihre Werte für Fühlen oder Urteilen nahe der Mitte, sind Sie vielleicht analytischer oder spontaner, als die typische Beschreibung vermuten lässt. Verstehen Sie das Profil als Einladung zum Nachdenken, nicht als Regel.',
      ],
      [
        'Fürsorge ist eine Präferenz, keine Pflicht.',
        'Stabilität zu schätzen heißt nicht, Veränderung abzulehnen.',
        'Werte in der Mitte deuten auf Flexibilität hin.',
        'Vergleichen Sie das Profil mit Ihrem tatsächlichen Verhalten.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Loyalität, Geduld, Liebe zum Detail und eine Begabung für praktische Fürsorge. Sie merken sich die Vorlieben von Menschen, sehen Bedürfnisse voraus und lösen Probleme still, bevor andere sie bemerken. Teams, Freunde und Familien fühlen sich oft ruhiger und sicherer, einfach weil Sie da sind.',
        'Zu den blinden Flecken kann gehören, die eigenen Bedürfnisse hintanzustellen, sich mit dem Neinsagen schwerzutun und sich ungewürdigt zu fühlen, wenn Ihr Einsatz unbemerkt bleibt. Vielleicht zögern Sie auch, neue Wege auszuprobieren. Wachstum entsteht, wenn Sie Ihre Bedürfnisse benennen, Hilfe annehmen und andere Ihre Beiträge sehen lassen, statt sie hinter den Kulissen zu verstecken.',
      ],
      [
        'Sagen Sie jede Woche zu einer Bitte Nein, ohne sich zu entschuldigen.',
        'Sagen Sie Menschen, wenn Sie etwas für sie getan haben.',
        'Bitten Sie bei einer Aufgabe, die Sie sonst allein erledigen, um Hilfe.',
        'Planen Sie Zeit für etwas ein, das ganz Ihnen gehört.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Freunde erleben Sie meist als freundlich, loyal und verlässlich. Sie zeigen Zuneigung durch aufmerksame Gesten: eine Mahlzeit, wenn jemand krank ist, eine Nachricht an einem schweren Jahrestag, ein Gefallen, um den niemand bitten musste. Vielleicht bevorzugen Sie einen stabilen Kreis enger Freunde und schätzen Beziehungen, die über Jahre halten.',
        'In der Partnerschaft sind Sie oft hingebungsvoll und aufmerksam und hoffen vielleicht, dass Ihr Partner Ihre Bedürfnisse bemerkt, ohne dass Sie sie aussprechen. Im Konflikt meiden Sie womöglich die Auseinandersetzung und lassen Kränkungen still wachsen. Es hilft, Anliegen früh anzusprechen, klar zu sagen, was Sie brauchen, und darauf zu vertrauen, dass ein ehrliches Gespräch Harmonie schützt, statt sie zu gefährden.',
      ],
      [
        'Sprechen Sie Ihre Bedürfnisse direkt aus, statt Andeutungen zu machen.',
        'Sprechen Sie kleine Anliegen an, bevor sie wachsen.',
        'Nehmen Sie Fürsorge von anderen dankbar an.',
        'Denken Sie daran, dass Uneinigkeit Vertrauen vertiefen kann.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, in denen Fürsorge und Verlässlichkeit sichtbar etwas bewirken: Pflege und Gesundheitswesen, Lehre, Sozialarbeit, Verwaltung, Kundenbetreuung, Personalwesen, Bibliotheks- und Archivarbeit oder Büroleitung. Stabile Teams mit klaren Erwartungen und respektvollen Kollegen passen meist zu Ihnen.',
        'Fallstricke sind, zu viel zu übernehmen, weil Sie niemanden enttäuschen wollen, die eigenen Leistungen kleinzureden und in Rollen zu bleiben, in denen Ihr Einsatz als selbstverständlich gilt. Es hilft, festzuhalten, was Sie erreichen, die Arbeitslast zu verhandeln und in Mitarbeitergesprächen über Ihre Beiträge zu sprechen, damit Ihr Wert sichtbar wird und anerkannt wird.',
      ],
      [
        'Suchen Sie Rollen mit klaren Erwartungen und sichtbarer Wirkung.',
        'Führen Sie eine wöchentliche Liste Ihrer Erfolge.',
        'Verhandeln Sie die Arbeitslast, bevor Sie Zusatzaufgaben annehmen.',
        'Üben Sie, konkret über Ihre Arbeit zu sprechen.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu extravertierteren oder denkorientierten Kollegen tragen Menschen mit diesem Profil meist durch beständige Unterstützung, Liebe zum Detail und Fürsorge für Kollegen bei. In der Zusammenarbeit übernehmen sie oft die Aufgaben, die andere übersehen, und behalten die praktischen Bedürfnisse des Teams im Blick. In der Gruppe zögern sie mitunter, Widerspruch zu äußern.',
        'Als Führungskräfte führen sie meist durch Dienst und Vorbild und bauen loyale Teams und stabile Abläufe auf. Ihre Entscheidungen sind in der Regel sorgfältig, respektieren Bewährtes und berücksichtigen ihre Wirkung auf Menschen. Kollegen mit Präferenz für Intuition oder Denken ergänzen sie, indem sie auf neue Wege drängen und bei Bedarf harte Entscheidungen treffen.',
      ],
      [
        'Zusammenarbeit: unterstützend, gründlich, verlässlich.',
        'Führung: dienend; meidet mitunter Konfrontation.',
        'Entscheidungen: sorgfältig, menschenbewusst, an Bewährtem orientiert.',
        'Ergänzt durch innovative, offen sprechende Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Schreiben Sie in den nächsten 30 Tagen jeden Abend eine Sache auf, die Sie für jemand anderen getan haben, und eine, die Sie für sich selbst getan haben. Bleibt die zweite Spalte leer, planen Sie etwas Kleines für den nächsten Tag. So wird Selbstfürsorge ebenso konkret wie die Fürsorge, die Sie anderen schenken.',
        'Üben Sie über 90 Tage jeden Monat ein selbstbewusstes Gespräch: um Hilfe bitten, eine Bitte ablehnen oder ein Anliegen ansprechen. Bereiten Sie sich vor, indem Sie in zwei oder drei Sätzen aufschreiben, was Sie sagen wollen. Fürsorgliche Menschen, die lernen, ihre eigene Energie zu schützen, können sich um andere kümmern, ohne auszubrennen.',
      ],
      [
        'Tag 1 bis 30: täglich notieren, was Sie gegeben und für sich getan haben.',
        'Jede Woche etwas Kleines für sich selbst planen.',
        'Tag 31 bis 90: ein selbstbewusstes Gespräch pro Monat.',
        'Die wichtigsten Sätze vorher schriftlich vorbereiten.',
      ],
    ),
    additional_test: s(
      [
        'Der Test zu emotionalen Beziehungen untersucht Nähe, Vertrauen und Unabhängigkeit und kann zeigen, ob Sie eher mehr geben als empfangen und was Ihnen Sicherheit gibt. Der Test zur persönlichen Entwicklung schlägt praktische, alltägliche Schritte vor, um Grenzen und stilles Selbstvertrauen aufzubauen.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Verträglichkeit und emotionale Stabilität, die erklären können, wie sehr Sie anderen entgegenkommen und wie Sie auf Stress reagieren. Der Berufsinteressentest kann Ihnen helfen, Rollen zu finden, in denen Ihre Fürsorge und Verlässlichkeit geschätzt und gewürdigt statt als selbstverständlich betrachtet werden.',
      ],
      [
        'Emotionale Beziehungen: Fürsorge geben und empfangen.',
        'Persönliche Entwicklung: Grenzen und Selbstvertrauen.',
        'Psychologischer Profiltest: Verträglichkeit und Stressempfinden.',
        'Berufsinteressentest: Rollen, die Fürsorge schätzen.',
      ],
    ),
    further_reading: s(
      [
        'Brené Browns „Die Gaben der Unvollkommenheit“ behandelt Selbstwert und Grenzen auf zugängliche Weise, und Gary Chapmans „Die fünf Sprachen der Liebe“ kann Ihnen zeigen, wie andere Zuneigung geben und empfangen. Louisa May Alcotts „Little Women“ („Betty und ihre Schwestern“) bietet ein klassisches Porträt von Hingabe und Familienleben.',
        'Für Ihr Wachstum lesen Sie über Selbstbehauptung, die Fähigkeit, Bedürfnisse respektvoll auszudrücken, und über Mitgefühlserschöpfung, die erklärt, warum fürsorgliche Menschen ausbrennen können. Ein Dankbarkeitstagebuch ist eine einfache, bekannte Methode, jeden Tag sowohl wahrzunehmen, was Sie geben, als auch, was Sie empfangen.',
      ],
      [
        'Brené Brown, Die Gaben der Unvollkommenheit.',
        'Gary Chapman, Die fünf Sprachen der Liebe.',
        'Louisa May Alcott, Little Women (Betty und ihre Schwestern).',
        'Themen: Selbstbehauptung, Mitgefühlserschöpfung, Dankbarkeitstagebuch.',
      ],
    ),
  },
};

const ESTJ: TypeReportContent = {
  description:
    'Der Organisator verbindet nach außen gerichtete Energie mit einem praktischen, faktenbasierten Blick und einer starken Vorliebe für Ordnung und Effizienz. Menschen mit diesem Profil übernehmen meist die Organisation, setzen klare Erwartungen und sorgen dafür, dass die Arbeit rechtzeitig erledigt wird. Sie schätzen in der Regel Regeln, die funktionieren, ehrliche Rückmeldungen und sichtbare Ergebnisse.',
  keywords: ['Organisiert', 'Praktisch', 'Direkt', 'Verantwortungsbewusst', 'Effizient', 'Entschlussfreudig', 'Loyal'],
  famousPeople: ['Henry Ford', 'Lyndon B. Johnson', 'Richterin Judy Sheindlin', 'Monica Geller (Friends)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Empfinden, Denken und Urteilen hin. Sie schöpfen meist Energie aus Handeln und Menschen, vertrauen konkreten Fakten, entscheiden nach Logik und Fairness und mögen Pläne, Zeitpläne und klare Abschlüsse. Zusammen beschreiben diese Präferenzen jemanden, der Ziele in organisierte, verlässliche Ergebnisse verwandelt.',
        'Das Profil bedeutet nicht, dass Sie herrisch oder unflexibel sind; es beschreibt die Werkzeuge, zu denen Sie zuerst greifen. Liegen Ihre Werte für Denken oder Urteilen nahe der Mitte, sind Sie vielleicht auch recht anpassungsfähig und achtsam gegenüber Gefühlen. Lesen Sie das Ergebnis als Landkarte Ihres Grundstils und achten Sie darauf, wo Ihr tatsächliches Verhalten davon abweicht.',
      ],
      [
        'Präferenzen zeigen einen Stil, keine Kompetenz.',
        'Direktheit ist eine Kommunikationsgewohnheit, kein Urteil über Menschen.',
        'Werte nahe der Mitte zeigen Flexibilität.',
        'Nutzen Sie das Ergebnis zum Nachdenken, nicht als Etikett.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Organisationstalent, Entschlusskraft, praktischer Sinn und ein ausgeprägtes Arbeitsethos. Sie können Ordnung ins Chaos bringen, unter Druck klare Entscheidungen treffen und Menschen in die Verantwortung nehmen. Gruppen fühlen sich oft sicherer, weil sie wissen, was erwartet wird, und dass jemand die Dinge auf Kurs hält.',
        'Zu den blinden Flecken kann Ungeduld mit langsameren oder weniger strukturierten Menschen gehören, das Abtun neuer Ideen, denen der Beweis fehlt, und die Neigung, Kritik bereitwilliger zu äußern als Anerkennung. Wachstum entsteht oft, wenn Sie zuhören, bevor Sie entscheiden, ungewohnte Ansätze im Kleinen testen und es sich zur Gewohnheit machen, Einsatz ebenso zu würdigen wie Ergebnisse.',
      ],
      [
        'Halten Sie inne und stellen Sie eine Frage, bevor Sie jemanden korrigieren.',
        'Loben Sie konkret mindestens so oft, wie Sie kritisieren.',
        'Probieren Sie eine unbewiesene Idee in einem risikoarmen Rahmen aus.',
        'Lassen Sie gelegentlich jemand anderen den Plan festlegen.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Freunde sehen Sie meist als loyal, geradlinig und als die Person, die Pläne Wirklichkeit werden lässt. Zuneigung zeigen Sie, indem Sie organisieren, beschützen und praktisch helfen. Vielleicht bevorzugen Sie verlässliche, ehrliche Freunde und genießen Traditionen wie regelmäßige Abendessen oder jährliche Reisen.',
        'In der Partnerschaft sind Ihre Klarheit und Verlässlichkeit Stärken, auch wenn Partner manchmal das Gefühl haben, dass ihre Meinung übergangen wird. Im Konflikt konzentrieren Sie sich vielleicht darauf, wer recht hat und was zu tun ist, während der andere sich gehört fühlen muss. Werden Sie langsamer, spiegeln Sie seine Gefühle und laden Sie ihn ein, Lösungen vorzuschlagen, bevor Sie Ihre anbieten.',
      ],
      [
        'Fragen Sie nach der Sicht des anderen, bevor Sie Ihre äußern.',
        'Mildern Sie den Ton, ohne die Botschaft zu verwässern.',
        'Treffen Sie Entscheidungen gemeinsam, statt sie zu verkünden.',
        'Nehmen Sie sich Zeit für unstrukturierten gemeinsamen Spaß.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die Organisation und Verantwortung belohnen: Management, operative Leitung, Finanzen, Polizei, Militär, Projektmanagement, Verwaltung, Logistik und Vertriebsleitung. Klare Hierarchien, messbare Ziele, faire Regeln und kompetente Kollegen, die ihre Zusagen einhalten, bringen meist Ihre beste Arbeit hervor.',
        'Fallstricke sind Frust über Mehrdeutigkeit, Konflikte mit Kollegen, die Flexibilität schätzen, und Erschöpfung durch zu viel übernommene Verantwortung. Es hilft, sich mit Unsicherheit anzufreunden, den Rat von Menschen einzuholen, die anders denken, und sich daran zu erinnern, dass ein Prozess ein Werkzeug für Menschen ist und nicht umgekehrt.',
      ],
      [
        'Suchen Sie Rollen mit klaren Zielen und Verantwortlichkeiten.',
        'Holen Sie vor großen Entscheidungen abweichende Meinungen ein.',
        'Begrenzen Sie, wie viel Verantwortung Sie übernehmen.',
        'Überprüfen Sie Prozesse jährlich darauf, was nicht mehr dient.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Intuition oder Wahrnehmen konzentrieren sich Menschen mit diesem Profil meist auf Umsetzung, Standards und Fristen. In der Zusammenarbeit übernehmen sie oft koordinierende Rollen, klären, wer was macht, und fassen nach. In offenen Brainstormings, die zu keiner Entscheidung führen, werden sie mitunter ungeduldig.',
        'Als Führungskräfte bieten sie meist Struktur, klare Erwartungen und beständige Nachverfolgung. Ihre Entscheidungen sind in der Regel schnell, praktisch und erfahrungsgestützt. Kollegen mit Präferenz für Intuition ergänzen sie, indem sie neue Ansätze vorschlagen, und solche mit Präferenz für Fühlen, indem sie helfen, die Stimmung und die Aufnahme von Veränderungen zu bedenken.',
      ],
      [
        'Zusammenarbeit: Koordinator, klar bei Rollen und Fristen.',
        'Führung: strukturiert und beständig; wirkt mitunter starr.',
        'Entscheidungen: schnell, praktisch, erfahrungsbasiert.',
        'Ergänzt durch fantasievolle und einfühlsame Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Üben Sie in den nächsten 30 Tagen, in jeder Besprechung mindestens eine offene Frage zu stellen, bevor Sie eine Lösung vorschlagen. Notieren Sie, was Sie dabei lernen und ob sich die endgültige Entscheidung ändert. So bauen Sie Zuhören in Ihre natürliche Entschlusskraft ein, ohne sich wesentlich zu bremsen.',
        'Wählen Sie über 90 Tage einen Bereich bei der Arbeit oder zu Hause, in dem Sie üblicherweise die Regeln festlegen, und laden Sie andere ein, ihn neu zu gestalten. Unterstützen Sie deren Ansatz, auch wenn er von Ihrem abweicht, und werten Sie das Ergebnis gemeinsam aus. Organisatoren, die Verantwortung teilen, bauen oft Teams auf, die auch ohne sie reibungslos laufen.',
      ],
      [
        'Tag 1 bis 30: eine offene Frage stellen, bevor Sie etwas vorschlagen.',
        'Notieren, was das Zuhören verändert hat.',
        'Tag 31 bis 90: andere einen Prozess neu gestalten lassen.',
        'Ergebnisse gemeinsam auswerten, nicht allein.',
      ],
    ),
    additional_test: s(
      [
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Verträglichkeit und Offenheit, die zeigen können, wie sich Ihre Direktheit und Ihre Vorliebe für bewährte Methoden im Vergleich zu anderen darstellen. Diese als fortlaufende Merkmale zu sehen, kann aufzeigen, wo kleine Anpassungen viel daran ändern würden, wie Sie wahrgenommen werden.',
        'Der Berufsinteressentest kann bestätigen, welche organisatorischen oder leitenden Rollen zu Ihren Interessen passen. Der Test zu emotionalen Beziehungen untersucht Nähe und Unabhängigkeit, was hilfreich sein kann, wenn Partner sich mehr emotionalen Ausdruck wünschen. Der Test zur persönlichen Entwicklung schlägt konkrete Gewohnheiten für Geduld und Zuhören vor.',
      ],
      [
        'Psychologischer Profiltest: Verträglichkeit und Offenheit.',
        'Berufsinteressentest: Führungs- und Organisationsfelder.',
        'Emotionale Beziehungen: Nähe ausdrücken.',
        'Persönliche Entwicklung: Gewohnheiten für Geduld und Zuhören.',
      ],
    ),
    further_reading: s(
      [
        'Stephen Coveys „Die 7 Wege zur Effektivität“ bietet einen strukturierten Ansatz für persönliche und berufliche Wirksamkeit, der Organisatoren oft anspricht. Peter Druckers „Die ideale Führungskraft“ behandelt Zeit, Prioritäten und Entscheidungen, und die stoischen Schriften Epiktets lehren, sich auf das zu konzentrieren, was man beeinflussen kann.',
        'Um Ihren Ansatz zu erweitern, lesen Sie über aktives Zuhören und situative Führung, die empfiehlt, den eigenen Stil an Erfahrung und Selbstvertrauen der Menschen anzupassen. Das Konzept der psychologischen Sicherheit erklärt, warum Teams Probleme offener mit Führungskräften teilen, die Widerspruch einladen, eine nützliche Ergänzung zu klaren Standards.',
      ],
      [
        'Stephen Covey, Die 7 Wege zur Effektivität.',
        'Peter Drucker, Die ideale Führungskraft.',
        'Epiktet, Handbüchlein der Moral.',
        'Themen: situative Führung, aktives Zuhören, psychologische Sicherheit.',
      ],
    ),
  },
};

const ESFJ: TypeReportContent = {
  description:
    'Der Gastgeber verbindet nach außen gerichtete Wärme mit praktischer Aufmerksamkeit für die Bedürfnisse von Menschen und einer Liebe zu Harmonie und Ordnung. Menschen mit diesem Profil sorgen meist dafür, dass sich andere willkommen fühlen, organisieren Treffen und Teams mit Sorgfalt und behalten die Details im Blick, durch die sich alle gut umsorgt fühlen. Tradition, Loyalität und Wertschätzung sind ihnen oft wichtig.',
  keywords: ['Gesellig', 'Fürsorglich', 'Organisiert', 'Loyal', 'Aufmerksam', 'Kooperativ', 'Großzügig'],
  famousPeople: ['Molly Weasley (Harry Potter)', 'Taylor Swift', 'Hugh Jackman', 'Leslie Knope (Parks and Recreation)'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Empfinden, Fühlen und Urteilen hin. Sie gewinnen meist Energie aus Menschen, bemerken konkrete Details, entscheiden mit Blick auf die Gefühle anderer und auf Harmonie und haben die Dinge gern geplant und geregelt. Zusammen beschreibt das jemanden, der warme, gut organisierte Umgebungen schafft, in denen sich andere zugehörig fühlen.',
        'Das Ergebnis bedeutet nicht, dass Sie es nur allen recht machen wollen oder schwierigen Entscheidungen ausweichen. Es beschreibt, worauf Sie zuerst achten. Liegen Ihre Werte für Fühlen oder Urteilen nahe der Mitte, können Sie bei Bedarf durchaus logisch oder flexibel sein. Lesen Sie das Profil als Beschreibung von Präferenzen, die Sie bewusst einsetzen können.',
      ],
      [
        'Präferenzen zeigen Gewohnheiten, keine Grenzen.',
        'Harmonie zu schätzen heißt nicht, jeden Konflikt zu meiden.',
        'Werte in der Mitte deuten auf Flexibilität hin.',
        'Vergleichen Sie das Profil damit, wie Sie in verschiedenen Rollen handeln.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Wärme, Großzügigkeit, Organisationstalent und die Gabe, Menschen zusammenzubringen. Sie bemerken, wer sich ausgeschlossen fühlt, denken an wichtige Termine und schaffen Traditionen, die Gruppen ein Zugehörigkeitsgefühl geben. In Ihrer Gegenwart fühlen sich Menschen oft umsorgt, und Teams laufen reibungsloser, wenn Sie beteiligt sind.',
        'Zu den blinden Flecken kann gehören, von der Zustimmung anderer abhängig zu sein, Kritik persönlich zu nehmen und die eigenen Bedürfnisse zu vernachlässigen, während Sie sich um alle anderen kümmern. Vielleicht widersetzen Sie sich auch Veränderungen, die vertraute Abläufe stören. Wachstum entsteht, wenn Sie Ihren Wert von den Reaktionen anderer trennen, direkt um das bitten, was Sie brauchen, und neuen Ansätzen eine faire Chance geben.',
      ],
      [
        'Bemerken Sie, wann Sie Zustimmung suchen, und halten Sie inne, bevor Sie handeln.',
        'Bitten Sie um Rückmeldung zu Ihren Ideen, nicht zu Ihrer Freundlichkeit.',
        'Halten Sie sich einen Abend pro Woche für sich selbst frei.',
        'Probieren Sie eine Veränderung zu Hause oder bei der Arbeit aus, bevor Sie sie beurteilen.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie sind meist ein aktiver, großzügiger Freund, der in Kontakt bleibt, Treffen organisiert und die Meilensteine anderer feiert. Freunde schätzen Ihre Verlässlichkeit und Ihr Gespür dafür, ihnen das Gefühl zu geben, etwas Besonderes zu sein. Vielleicht genießen Sie ein großes soziales Netz und sind am glücklichsten, wenn die Menschen um Sie herum gut miteinander auskommen.',
        'In der Partnerschaft sind Sie oft hingebungsvoll und aufmerksam und erwarten vielleicht denselben Einsatz zurück. Im Konflikt bemühen Sie sich womöglich sehr, die Wogen zu glätten, und sind verletzt, wenn Ihre Fürsorge unbemerkt bleibt. Sagen Sie klar, was Sie brauchen, akzeptieren Sie, dass etwas Spannung normal ist, und geben Sie dem anderen Raum für Widerspruch, ohne ihn als Ablehnung zu sehen.',
      ],
      [
        'Bedanken Sie sich und bitten Sie auch um Dank, wenn Sie ihn brauchen.',
        'Lassen Sie Meinungsverschiedenheiten bestehen, ohne sie sofort zu lösen.',
        'Äußern Sie Bedürfnisse direkt statt durch Andeutungen.',
        'Fragen Sie, ob Hilfe erwünscht ist, bevor Sie sie anbieten.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die Menschen und Organisation verbinden: Lehre, Pflege und Gesundheitswesen, Veranstaltungsplanung, Gastgewerbe, Personalwesen, Kundenbetreuung, Büroleitung, Vertrieb und Gemeinwesenarbeit. Freundliche Teams mit klaren Rollen und regelmäßiger Wertschätzung bringen meist Ihr Bestes hervor.',
        'Fallstricke sind, zu viele Aufgaben zu übernehmen, um niemanden zu enttäuschen, sich in unpersönlichen oder stark wettbewerbsorientierten Umgebungen schwerzutun und sich von ungelösten Konflikten ausgelaugt zu fühlen. Es hilft, Grenzen zu setzen, zu üben, richtige Entscheidungen auch dann zu treffen, wenn sie unbeliebt sind, und konkret um Anerkennung zu bitten.',
      ],
      [
        'Suchen Sie Rollen, in denen Fürsorge und Koordination geschätzt werden.',
        'Begrenzen Sie die Gefallen, die Sie pro Woche annehmen.',
        'Üben Sie, unbeliebte Entscheidungen freundlich und klar zu überbringen.',
        'Dokumentieren Sie Ihre Erfolge für Mitarbeitergespräche.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu zurückhaltenderen oder denkorientierten Kollegen übernehmen Menschen mit diesem Profil oft die Rolle des Gastgebers im Team: Sie heißen Neue willkommen, organisieren gemeinsame Veranstaltungen und halten die Kommunikation im Fluss. In der Zusammenarbeit achten sie auf praktische Details ebenso wie auf die Stimmung der Gruppe, und offene Kritik ist ihnen mitunter unangenehm.',
        'Als Führungskräfte bauen sie meist loyale, geschlossene Teams auf, geben klare Strukturen vor und würdigen den Einsatz der Menschen. Ihre Entscheidungen berücksichtigen in der Regel die Wirkung auf Menschen und bewährte Praxis. Kollegen mit Präferenz für Denken oder Intuition ergänzen sie durch nüchterne Analyse und neue Ideen, wenn der vertraute Weg nicht mehr funktioniert.',
      ],
      [
        'Zusammenarbeit: Brückenbauer, Organisator, Stimmungshüter.',
        'Führung: unterstützend und strukturiert; scheut mitunter harte Entscheidungen.',
        'Entscheidungen: menschenbewusst und praktisch.',
        'Ergänzt durch analytische und innovative Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Bemerken Sie in den nächsten 30 Tagen, wann Sie automatisch Ja sagen. Halten Sie inne, bevor Sie auf eine Bitte antworten, und fragen Sie sich, ob Sie Zeit und Energie dafür haben. Notieren Sie jedes Mal, wenn Sie etwas ablehnen, und wie es sich danach angefühlt hat; viele stellen fest, dass die befürchtete Enttäuschung selten eintritt.',
        'Wählen Sie über 90 Tage ein persönliches Interesse, das nichts mit Gastgeben oder Helfen zu tun hat, und geben Sie ihm regelmäßig Zeit. Üben Sie daneben jeden Monat ein ehrliches Gespräch, in dem Sie eine Meinungsverschiedenheit ruhig ansprechen. Gastgeber, die auch auf sich selbst achten, haben anderen mehr Wärme zu bieten, nicht weniger.',
      ],
      [
        'Tag 1 bis 30: vor jedem automatischen Ja innehalten.',
        'Abgelehnte Bitten notieren und was danach geschah.',
        'Tag 31 bis 90: regelmäßig Zeit für ein eigenes Interesse.',
        'Monatlich: eine Meinungsverschiedenheit ruhig ansprechen.',
      ],
    ),
    additional_test: s(
      [
        'Der Test zu emotionalen Beziehungen untersucht Nähe, Vertrauen und Unabhängigkeit und kann zeigen, wie sehr Ihr Sicherheitsgefühl von der Zustimmung anderer abhängt. Der Test zur persönlichen Entwicklung bietet praktische, alltägliche Schritte für Grenzen, Selbstvertrauen und Selbstfürsorge, damit die Wärme, die Sie anderen schenken, der Fürsorge für sich selbst entspricht.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Verträglichkeit, Extraversion und emotionale Stabilität und zeichnet ein feineres Bild davon, wie Sie auf Konflikte und Stress reagieren. Der Berufsinteressentest kann Ihnen helfen, Rollen zu finden, in denen Ihre Menschenkenntnis und Ihr Organisationstalent gleichermaßen genutzt und anerkannt werden.',
      ],
      [
        'Emotionale Beziehungen: Sicherheit und Zustimmung.',
        'Persönliche Entwicklung: Grenzen und Selbstfürsorge.',
        'Psychologischer Profiltest: Verträglichkeit und Stabilität.',
        'Berufsinteressentest: menschenorientierte Rollen.',
      ],
    ),
    further_reading: s(
      [
        'Brené Browns „Verletzlichkeit macht stark“ erkundet Verletzlichkeit und Mut in Beziehungen, und Gary Chapmans „Die fünf Sprachen der Liebe“ bietet einen einfachen Rahmen, um zu verstehen, wie Menschen Zuneigung geben und empfangen. Jane Austens „Emma“ ist ein klassisches, humorvolles Porträt einer Frau, die gern das Leben anderer organisiert.',
        'Für Ihr Wachstum lesen Sie über das Bedürfnis, es allen recht zu machen, über Selbstbehauptung und über den Unterschied zwischen Empathie und dem Retten anderer. „Difficult Conversations“ von Douglas Stone, Bruce Patton und Sheila Heen bietet einen praktischen Umgang mit Meinungsverschiedenheiten, der Beziehungen schützt und trotzdem das eigentliche Problem anspricht.',
      ],
      [
        'Brené Brown, Verletzlichkeit macht stark.',
        'Gary Chapman, Die fünf Sprachen der Liebe.',
        'Douglas Stone und andere, Difficult Conversations.',
        'Jane Austen, Emma.',
        'Themen: Selbstbehauptung, es allen recht machen wollen, gesunde Grenzen.',
      ],
    ),
  },
};

const ISTP: TypeReportContent = {
  description:
    'Der Problemlöser verbindet einen ruhigen, nach innen gerichteten Fokus mit einem praktischen Interesse daran, wie die Dinge tatsächlich funktionieren. Menschen mit diesem Profil beobachten meist still, analysieren Probleme logisch und handeln entschlossen, wenn etwas repariert werden muss. Sie schätzen in der Regel Unabhängigkeit, Effizienz und die Freiheit, auf Situationen zu reagieren, wie sie kommen.',
  keywords: ['Praktisch', 'Gelassen', 'Analytisch', 'Unabhängig', 'Zupackend', 'Anpassungsfähig', 'Findig'],
  famousPeople: ['Clint Eastwood', 'Michael Jordan', 'Bear Grylls', 'Indiana Jones'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Empfinden, Denken und Wahrnehmen hin. Sie tanken meist allein auf, vertrauen konkreten Belegen und unmittelbarer Erfahrung, entscheiden nach Logik sowie Ursache und Wirkung und halten sich Optionen offen. Zusammen beschreiben diese Präferenzen jemanden, der durch Tun lernt und einen kühlen Kopf bewahrt, wenn andere hetzen.',
        'Das Ergebnis bedeutet nicht, dass Sie distanziert, leichtsinnig oder an Menschen uninteressiert sind. Es beschreibt, wohin Ihre Aufmerksamkeit zuerst geht: zur Mechanik einer Situation und zum effizientesten Umgang damit. Liegen manche Werte nahe der Mitte, planen Sie vielleicht bereitwilliger oder zeigen eher Gefühle, als diese Beschreibung nahelegt. Verstehen Sie sie als Skizze, nicht als Porträt.',
      ],
      [
        'Präferenzen beschreiben Stil, nicht Können.',
        'Ruhe in der Krise ist eine Gewohnheit, kein Mangel an Gefühl.',
        'Werte nahe der Trennlinie sind weniger eindeutig.',
        'Prüfen Sie das Profil an dem, was Sie tatsächlich tun.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist praktische Intelligenz, Ruhe unter Druck, Anpassungsfähigkeit und ein Talent, einfache Lösungen für komplizierte Probleme zu finden. Sie lernen schnell durch Ausprobieren und beherrschen Werkzeuge, Systeme und körperliche Fertigkeiten, die andere einschüchtern. In einem Notfall vertrauen Menschen Ihnen meist.',
        'Zu den blinden Flecken kann gehören, Gedanken und Gefühle so lange für sich zu behalten, bis andere sich ausgeschlossen fühlen, das Interesse an langfristigen Plänen zu verlieren und Verpflichtungen zu meiden, die Ihre Freiheit einschränken. Wachstum entsteht oft, wenn Sie Ihre Überlegungen teilen, einige langfristige Ziele aufschreiben und vertrauten Menschen mehr von Ihrer Innenwelt zeigen als sonst.',
      ],
      [
        'Erklären Sie Ihre Überlegungen, wenn Sie etwas reparieren oder entscheiden.',
        'Setzen Sie ein langfristiges Ziel und überprüfen Sie es monatlich.',
        'Teilen Sie jede Woche einen persönlichen Gedanken mit einem vertrauten Freund.',
        'Bemerken Sie, wann Unabhängigkeit in Isolation umschlägt.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie verbinden sich mit Menschen meist eher über gemeinsame Aktivitäten als über lange Gespräche: etwas bauen, reisen, Sport treiben oder zusammen ein Problem lösen. Freunde schätzen Ihre unkomplizierte Art, Ihre Loyalität und Ihre praktische Hilfe. Meist bevorzugen Sie Beziehungen, die Ihr Bedürfnis nach Raum respektieren und keinen ständigen Kontakt verlangen.',
        'In der Partnerschaft zeigen Sie Zuneigung vielleicht durch Taten und empfinden emotionale Gespräche als anstrengend oder unklar. Partner könnten Ihre Stille als Distanz deuten. Im Konflikt ziehen Sie sich womöglich zurück, bis sich die Lage beruhigt hat. Es hilft, zu sagen, dass Sie Zeit brauchen, einen Zeitpunkt für die Rückkehr zum Thema festzulegen und mindestens ein Gefühl in einfachen Worten zu benennen.',
      ],
      [
        'Sagen Sie, wann Sie Raum brauchen und wann Sie zurückkommen.',
        'Benennen Sie in schwierigen Gesprächen ein Gefühl in Worten.',
        'Planen Sie gemeinsame Aktivitäten, die Ihnen beiden Freude machen.',
        'Fragen Sie, was Ihr Partner braucht, statt zu raten.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, in denen praktisches Problemlösen und Autonomie im Mittelpunkt stehen: Ingenieurwesen, Mechanik, IT und Sicherheit, Rettungsdienste, Fliegerei, Forensik, Datenanalyse, Handwerksberufe, Sport oder jede Tätigkeit mit Werkzeugen, Systemen oder realen Situationen. Ein Umfeld mit wenig Bürokratie passt meist am besten zu Ihnen.',
        'Fallstricke sind Langeweile bei Routine, Frust über Regeln, die sinnlos erscheinen, und die Neigung, weiterzuziehen, bevor sich eine Rolle ganz ausgezahlt hat. Vielleicht verkaufen Sie Ihre Fähigkeiten auch unter Wert, weil Sie lieber handeln als reden. Es hilft, Ihre Erfolge festzuhalten, Rollen mit Abwechslung zu wählen und Beziehungen zu Menschen aufzubauen, die sich für Ihre Arbeit einsetzen können.',
      ],
      [
        'Suchen Sie Autonomie und echte Probleme, die es zu lösen gilt.',
        'Halten Sie Reparaturen und Verbesserungen fest, die Sie liefern.',
        'Wählen Sie Rollen mit Abwechslung und praktischer Arbeit.',
        'Bauen Sie Beziehungen zu Kollegen auf, die sich für Sie verbürgen können.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Extraversion oder Fühlen tragen Menschen mit diesem Profil meist still bei und konzentrieren sich auf praktische Lösungen statt auf Diskussionen. In der Zusammenarbeit werden sie oft zur ersten Anlaufstelle für technische oder dringende Probleme und ziehen kurze, zielgerichtete Besprechungen langen Planungsrunden vor.',
        'Als Führungskräfte führen sie meist durch Kompetenz und ruhiges Vorbild, lassen Menschen Freiheit und greifen ein, wenn ein Problem es verlangt. Ihre Entscheidungen sind in der Regel schnell, logisch und an der konkreten Lage orientiert. Kollegen mit Präferenz für Intuition oder Urteilen ergänzen sie, indem sie langfristige Pläne liefern und Beteiligte auf dem Laufenden halten.',
      ],
      [
        'Zusammenarbeit: praktischer Problemlöser, bevorzugt kurze Besprechungen.',
        'Führung: ruhig und zurückhaltend; kommuniziert mitunter zu wenig.',
        'Entscheidungen: schnell, logisch, situationsbezogen.',
        'Ergänzt durch Planer und Kommunikatoren.',
      ],
    ),
    advanced_guide: s(
      [
        'Nehmen Sie sich in den nächsten 30 Tagen nach jedem gelösten Problem zwei Minuten Zeit, jemandem zu erklären, was Sie getan haben und warum. So verbinden Sie Kommunikation mit Ihrer natürlichen Stärke und helfen anderen, von Ihnen zu lernen. Achten Sie darauf, wie oft das zu neuen Gelegenheiten oder besserer Zusammenarbeit führt.',
        'Wählen Sie über 90 Tage ein langfristiges Ziel, etwa eine Fertigkeit, ein Sparziel oder ein persönliches Projekt, und zerlegen Sie es in monatliche Meilensteine. Ergänzen Sie eine Beziehungsgewohnheit, etwa eine regelmäßige gemeinsame Aktivität mit einem Freund oder Ihrem Partner. Problemlöser, die etwas Planung und Verbindung hinzufügen, stellen oft fest, dass ihre Freiheit wächst statt schrumpft.',
      ],
      [
        'Tag 1 bis 30: jeden Tag jemandem eine Lösung erklären.',
        'Tag 31 bis 90: monatliche Meilensteine für ein Ziel setzen.',
        'Eine regelmäßige gemeinsame Aktivität mit einem nahestehenden Menschen pflegen.',
        'Am Ende jedes Monats den Fortschritt überprüfen.',
      ],
    ),
    additional_test: s(
      [
        'Der Matrizen-IQ-Test misst abstraktes Denken, was viele praktische Problemlöser gern erkunden, auch wenn er eine andere Frage beantwortet als die nach der Persönlichkeit. Der Berufsinteressentest kann praktische und technische Felder vergleichen und zeigen, wo Ihre Interessen am stärksten sind und welche Rollen Sie auf Dauer fesseln könnten.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Extraversion, Verträglichkeit und Gewissenhaftigkeit, die klären können, wie sich Ihre Unabhängigkeit und Ihre Vorliebe für Flexibilität im Vergleich zu anderen darstellen. Der Test zu emotionalen Beziehungen untersucht Nähe und Unabhängigkeit, eine nützliche Perspektive für ein Profil, das persönlichen Freiraum sehr schätzt.',
      ],
      [
        'Matrizen-IQ-Test: abstraktes Denken als eigenes Maß.',
        'Berufsinteressentest: technische und praktische Felder.',
        'Psychologischer Profiltest: Unabhängigkeit und Flexibilität in Merkmalen.',
        'Emotionale Beziehungen: Freiraum und Nähe.',
      ],
    ),
    further_reading: s(
      [
        'Robert Pirsigs „Zen und die Kunst, ein Motorrad zu warten“ erkundet Qualität, Handwerk und die Befriedigung, zu verstehen, wie Dinge funktionieren. Matthew Crawfords „Ich schraube, also bin ich“ denkt über den Wert handwerklichen Könnens nach, und Donald Normans „The Design of Everyday Things“ erklärt, warum sich manche Werkzeuge und Systeme intuitiv anfühlen.',
        'Für Ihr Wachstum lesen Sie über emotionalen Wortschatz, die Idee, dass das genaue Benennen von Gefühlen es leichter macht, mit ihnen umzugehen und sie zu teilen, und über gezieltes Üben, das zeigt, wie Fertigkeiten durch konzentrierte Wiederholung wachsen. Auch stoische Autoren wie Epiktet bieten eine praktische Philosophie der Gelassenheit, die viele Problemlöser schätzen.',
      ],
      [
        'Robert Pirsig, Zen und die Kunst, ein Motorrad zu warten.',
        'Matthew Crawford, Ich schraube, also bin ich.',
        'Donald Norman, The Design of Everyday Things.',
        'Themen: gezieltes Üben, emotionaler Wortschatz, Stoizismus.',
      ],
    ),
  },
};

const ISFP: TypeReportContent = {
  description:
    'Der Freigeist verbindet ein ruhiges, beobachtendes Wesen mit Wärme, einem starken persönlichen Wertesinn und einem Auge für Schönheit. Menschen mit diesem Profil leben meist im Hier und Jetzt, drücken sich eher durch das aus, was sie schaffen oder tun, als durch Worte, und ziehen Flexibilität strengen Plänen vor. Echtheit und Freundlichkeit liegen ihnen oft sehr am Herzen.',
  keywords: ['Sanft', 'Aufmerksam', 'Künstlerisch', 'Aufgeschlossen', 'Freundlich', 'Spontan', 'Authentisch'],
  famousPeople: ['Frida Kahlo', 'Michael Jackson', 'Bob Dylan', 'Audrey Hepburn'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Introversion, Empfinden, Fühlen und Wahrnehmen hin. Sie tanken meist in der Ruhe auf, nehmen konkrete Sinneseindrücke wahr, entscheiden nach persönlichen Werten und mit Rücksicht auf andere und halten sich Optionen offen. Zusammen beschreiben diese Präferenzen jemanden, der das Leben intensiv erlebt und seinem sanften, aber festen inneren Kompass folgt.',
        'Dieses Ergebnis bedeutet nicht, dass Sie passiv, ziellos oder nur künstlerisch sind. Es beschreibt Ihre gewohnte Art, die Welt aufzunehmen und zu entscheiden. Liegen Ihre Werte in einigen Dimensionen nahe der Mitte, haben Sie vielleicht auch Freude am Planen oder Analysieren. Verstehen Sie die Beschreibung als Tendenzen, die Sie erkunden können, nicht als feste Identität.',
      ],
      [
        'Präferenzen zeigen Tendenzen, keine Talente.',
        'Im Hier und Jetzt zu leben ist ein Stil, kein Mangel an Ehrgeiz.',
        'Werte nahe der Mitte zeigen Flexibilität.',
        'Nutzen Sie das Profil als Werkzeug zur Reflexion.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Feinfühligkeit, Kreativität, Freundlichkeit und die Fähigkeit, ganz im Moment zu sein. Sie bemerken Schönheit und kleine Details, die andere übersehen, und zeigen Zuneigung oft eher durch Taten als durch Worte. Menschen fühlen sich in Ihrer Nähe angenommen, weil Sie selten urteilen und ihnen meist Raum lassen, sie selbst zu sein.',
        'Zu den blinden Flecken kann gehören, Konflikten auszuweichen, bis sie unvermeidlich sind, sich mit langfristiger Planung schwerzutun und sehr streng mit sich zu sein, wenn Sie Ihren eigenen Werten nicht gerecht werden. Wachstum entsteht oft, wenn Sie Ihre Meinung früher äußern, ein paar leichte Strukturen für künftige Ziele aufbauen und Ihren eigenen Gefühlen mit derselben Akzeptanz begegnen, die Sie anderen schenken.',
      ],
      [
        'Äußern Sie jede Woche in einer Gruppe eine Meinung.',
        'Setzen Sie ein langfristiges Ziel mit einer einfachen monatlichen Prüfung.',
        'Bemerken Sie Selbstkritik und antworten Sie darauf wie einem Freund.',
        'Schaffen Sie regelmäßig Zeit für kreative oder sinnliche Tätigkeiten.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie schließen meist enge, treue Freundschaften mit wenigen Menschen, denen Sie vertrauen. Freunde schätzen Ihre Akzeptanz, Ihre Wärme und Ihre stille Aufmerksamkeit, und Sie zeigen Zuneigung oft durch durchdachte Gesten oder gemeinsame Erlebnisse statt durch lange Gespräche. Vielleicht brauchen Sie Zeit, bevor Sie sich neuen Menschen öffnen.',
        'In der Partnerschaft sind Sie oft hingebungsvoll und fürsorglich, behalten Kränkungen aber vielleicht für sich, um Spannungen zu vermeiden. Im Konflikt ziehen Sie sich womöglich zurück oder verstummen, sodass der andere nicht weiß, was schiefgelaufen ist. Es hilft, Gefühle früh auszudrücken, wenn auch nur kurz, und darauf zu vertrauen, dass ein ehrliches Gespräch Nähe schützen kann, statt sie zu gefährden.',
      ],
      [
        'Sagen Sie, wenn Sie etwas stört, und sei es in wenigen Worten.',
        'Teilen Sie Pläne und Wünsche, nicht nur Reaktionen.',
        'Bitten Sie um Bedenkzeit, statt zu verschwinden.',
        'Zeigen Sie Wertschätzung auf die Art, die der andere bevorzugt.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die praktisches Können, Kreativität und persönlichen Sinn verbinden: Kunst und Design, Musik, Fotografie, Handwerk, Kochen, Gesundheitswesen und Pflege, Tiermedizin, Landschafts- und Outdoor-Berufe oder jedes Umfeld, in dem Sie mit Händen und Sinnen arbeiten. Flexible, unterstützende und wenig wettbewerbsorientierte Umgebungen passen meist zu Ihnen.',
        'Fallstricke sind, die eigene Arbeit unter Wert zu verkaufen, Selbstdarstellung zu meiden und in Rollen zu bleiben, die Ihren Werten widersprechen, weil Veränderung entmutigend wirkt. Es hilft, eine Mappe Ihrer Arbeiten zu pflegen, zu üben, ihren Wert in einfachen Worten zu beschreiben, und Mentoren zu suchen, die Ihren Stil schätzen. Kleine, stetige Schritte wirken oft besser als große berufliche Sprünge.',
      ],
      [
        'Suchen Sie Rollen mit Flexibilität und greifbaren, sinnvollen Ergebnissen.',
        'Pflegen Sie eine Mappe Ihrer Arbeiten.',
        'Üben Sie eine kurze Beschreibung dessen, was Sie gut können.',
        'Finden Sie einen Mentor, der Ihre Herangehensweise schätzt.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu extravertierteren oder denkorientierten Kollegen tragen Menschen mit diesem Profil meist still bei, durch handwerkliches Können, praktische Hilfe und eine unterstützende Präsenz. In der Zusammenarbeit sind sie oft flexibel und kooperativ und bemerken, wenn jemand zu kämpfen hat. In großen Gruppen behalten sie Einwände oder starke Ideen mitunter für sich.',
        'Als Führungskräfte führen sie meist durch Vorbild, lassen Menschen Freiheit und respektieren individuelle Unterschiede. Ihre Entscheidungen folgen Werten und der konkreten Lage und fallen eher, wenn es sich richtig anfühlt, als nach festem Zeitplan. Kollegen mit Präferenz für Urteilen oder Denken ergänzen sie durch Struktur und unverblümte Analyse.',
      ],
      [
        'Zusammenarbeit: flexibel, unterstützend, qualitätsbewusst.',
        'Führung: durch Vorbild und Respekt; meidet mitunter Konfrontation.',
        'Entscheidungen: wertebasiert und situationsbezogen.',
        'Ergänzt durch strukturierte, offen sprechende Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Führen Sie in den nächsten 30 Tagen ein kleines Notizbuch über Dinge, die Sie jeden Tag berührt oder inspiriert haben, etwa eine Farbe, ein Klang oder eine freundliche Geste. Das schärft Ihr Bewusstsein dafür, was Sie nährt, und kann Richtungen für kreative oder berufliche Entscheidungen aufzeigen, an die Sie noch nicht gedacht hatten.',
        'Wählen Sie über 90 Tage ein sinnvolles Ziel und planen Sie nur die nächsten drei Schritte, die Sie jeden Monat überprüfen. Üben Sie daneben, einmal pro Woche in einer Situation zu sagen, was Sie denken oder fühlen, in der Sie sonst schweigen würden. Freigeister, die etwas Richtung und Stimme hinzufügen, erleben oft, dass ihre Werte ihr Leben umfassender prägen.',
      ],
      [
        'Tag 1 bis 30: täglich notieren, was Sie inspiriert hat.',
        'Tag 31 bis 90: drei Schritte zu einem Ziel planen.',
        'Diese Schritte monatlich überprüfen und neu setzen.',
        'Wöchentlich: einmal sprechen, wo Sie sonst schweigen würden.',
      ],
    ),
    additional_test: s(
      [
        'Der Berufsinteressentest kann Ihnen zeigen, welche kreativen, praktischen oder pflegenden Felder zu Ihren Interessen passen, was für ein Profil nützlich ist, das oft nach Gefühl wählt. Der Test zur persönlichen Entwicklung schlägt kleine, realistische Schritte vor, um Selbstvertrauen und einen sanften Sinn für Richtung aufzubauen.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Offenheit und emotionale Stabilität, die Ihre Empfänglichkeit für Atmosphäre und Schönheit erklären können. Der Test zu emotionalen Beziehungen untersucht Nähe, Vertrauen und Unabhängigkeit und beleuchtet, wie Sie Ihr Bedürfnis nach persönlichem Freiraum mit dem Wunsch nach tiefer Verbindung ausbalancieren.',
      ],
      [
        'Berufsinteressentest: kreative und praktische Felder.',
        'Persönliche Entwicklung: Selbstvertrauen und Richtung.',
        'Psychologischer Profiltest: Offenheit und Feinfühligkeit.',
        'Emotionale Beziehungen: Freiraum und Verbindung.',
      ],
    ),
    further_reading: s(
      [
        'Henry David Thoreaus „Walden oder Leben in den Wäldern“ denkt über ein einfaches Leben und die Aufmerksamkeit für die Gegenwart nach, Themen, die bei diesem Profil oft Anklang finden. Julia Camerons „Der Weg des Künstlers“ bietet praktische Übungen für kreatives Selbstvertrauen, und Vincent van Goghs Briefe an seinen Bruder Theo zeigen das Innenleben eines feinfühligen Künstlers.',
        'Für Ihr Wachstum lesen Sie über Achtsamkeit, die Übung, der Gegenwart ohne Urteil Aufmerksamkeit zu schenken, die auf einer natürlichen Stärke aufbaut, und über Selbstmitgefühl, das einen strengen inneren Kritiker mildern kann. Das Konzept der kleinen Erfolge, in der Gewohnheitsforschung viel diskutiert, kann Ihnen helfen, sich ohne Druck größeren Zielen zu nähern.',
      ],
      [
        'Henry David Thoreau, Walden oder Leben in den Wäldern.',
        'Julia Cameron, Der Weg des Künstlers.',
        'Vincent van Gogh, Briefe an seinen Bruder.',
        'Themen: Achtsamkeit, Selbstmitgefühl, kleine Erfolge.',
      ],
    ),
  },
};

const ESTP: TypeReportContent = {
  description:
    'Das Energiebündel verbindet nach außen gerichtete Energie mit einem scharfen Blick für das, was gerade geschieht, und einem logischen Ansatz, bei dem das Handeln an erster Stelle steht. Menschen mit diesem Profil erfassen Situationen meist schnell, gehen gern kalkulierte Risiken ein und lernen lieber durch Tun als durch lange Diskussionen. Sie bringen oft Schwung, Humor und praktische Lösungen in jede Gruppe.',
  keywords: ['Energiegeladen', 'Handlungsorientiert', 'Aufmerksam', 'Mutig', 'Pragmatisch', 'Überzeugend', 'Anpassungsfähig'],
  famousPeople: ['Ernest Hemingway', 'Winston Churchill', 'Madonna', 'James Bond'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Empfinden, Denken und Wahrnehmen hin. Sie schöpfen meist Energie aus Menschen und Aktivität, vertrauen konkreten Fakten und dem, was Sie sehen, entscheiden nach Logik und Ergebnissen und bleiben flexibel. Zusammen beschreiben diese Präferenzen jemanden, der in schnellen Situationen aufblüht und gern handelt, während andere noch reden.',
        'Das Ergebnis bedeutet nicht, dass Sie leichtsinnig, impulsiv oder an der Zukunft uninteressiert sind. Es beschreibt Ihr gewohntes Vorgehen: beobachten, entscheiden, handeln, anpassen. Liegen einige Ihrer Werte nahe der Mitte, planen oder reflektieren Sie vielleicht mehr, als die klassische Beschreibung vermuten lässt. Nutzen Sie das Profil als Linse, um Ihre Gewohnheiten zu bemerken, nicht als Regel.',
      ],
      [
        'Präferenzen zeigen Stil, nicht Fähigkeiten.',
        'Wer gern handelt, ignoriert nicht automatisch die Folgen.',
        'Werte nahe der Mitte zeigen Flexibilität.',
        'Vergleichen Sie die Beschreibung mit konkreten Situationen.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist schnelles Denken, praktisches Problemlösen, Selbstvertrauen und ein Talent, Menschen und Situationen auf der Stelle einzuschätzen. Sie können Krisen ruhig bewältigen, wirkungsvoll verhandeln und Dinge in Gang bringen, wenn andere zögern. Menschen genießen oft Ihre Energie und Ihren Sinn für Spaß.',
        'Zu den blinden Flecken kann gehören, Risiken einzugehen, ohne die langfristigen Kosten ganz abzuwägen, bei Routine unruhig zu werden und im Eifer des Handelns über die Gefühle anderer hinwegzugehen. Wachstum entsteht oft, wenn Sie vor großen Entscheidungen eine kurze Pause einbauen, einige langfristige Ziele setzen und prüfen, wie Ihre Direktheit ankommt, bevor Sie zur nächsten Sache übergehen.',
      ],
      [
        'Schlafen Sie über jede Entscheidung mit langfristigen Folgen eine Nacht.',
        'Schreiben Sie ein Ziel für das nächste Jahr auf und prüfen Sie es monatlich.',
        'Fragen Sie nach einer schnellen Entscheidung, wie es jemandem damit ging.',
        'Lenken Sie Unruhe in Sport, Reisen oder neue Fertigkeiten.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie finden meist leicht Freunde und genießen ein aktives soziales Leben voller gemeinsamer Erlebnisse: Sport, Reisen, Feiern und spontane Pläne. Freunde schätzen Ihren Humor, Ihre Großzügigkeit und Ihre Bereitschaft, alles auszuprobieren. Zuneigung zeigen Sie meist, indem Sie Dinge gemeinsam unternehmen und praktisch helfen, wenn jemand es braucht.',
        'In der Partnerschaft können Ihre Energie und Spontaneität aufregend sein, auch wenn Partner sich manchmal mehr Planung, Tiefe oder Bestätigung wünschen. Im Konflikt gehen Sie vielleicht lieber schnell zur Tagesordnung über, statt Gefühle noch einmal aufzugreifen. Es hilft, langsamer zu werden, ganz zuzuhören und die Sicht des anderen anzuerkennen, bevor Sie eine Lösung vorschlagen oder das Thema wechseln.',
      ],
      [
        'Planen Sie für Menschen, die Sicherheit mögen, manches im Voraus.',
        'Hören Sie bis zum Ende zu, bevor Sie eine Lösung anbieten.',
        'Greifen Sie wichtige Gespräche wieder auf, statt einfach weiterzumachen.',
        'Zeigen Sie Zuneigung in Worten ebenso wie in Taten.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in Rollen auf, die aktiv, abwechslungsreich und ergebnisorientiert sind: Vertrieb, Unternehmertum, Rettungsdienste, Sport, Marketing, Verhandlungsführung, Gastgewerbe, Bauleitung, Handel oder jede Tätigkeit, in der schnelle Entscheidungen und praktisches Handeln zählen. Ein Umfeld mit Freiheit, Abwechslung und sichtbaren Ergebnissen passt meist gut zu Ihnen.',
        'Fallstricke sind Langeweile bei Papierkram und langfristigen Projekten, Ungeduld mit langsamen Abläufen und die Versuchung, Abkürzungen zu nehmen. Es hilft, Routineaufgaben zu delegieren oder zu automatisieren, mit Planern zusammenzuarbeiten und sich daran zu erinnern, dass einige langfristige Investitionen in Fertigkeiten, Beziehungen und Ruf vervielfachen können, was Ihre Energie mit der Zeit erreicht.',
      ],
      [
        'Suchen Sie aktive Rollen mit Abwechslung und schneller Rückmeldung.',
        'Arbeiten Sie bei langfristigen Projekten mit Planern zusammen.',
        'Bündeln oder delegieren Sie Papierkram.',
        'Investieren Sie jedes Jahr in eine langfristige Fertigkeit.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu Kollegen mit Präferenz für Intuition oder Urteilen konzentrieren sich Menschen mit diesem Profil meist auf unmittelbare Ergebnisse und praktisches Handeln. In der Zusammenarbeit beleben sie oft ein Team, kürzen langwierige Debatten ab und übernehmen Aufgaben, die schnelle Reaktionen erfordern. Lange Planungsrunden oder abstrakte Theorie verlieren für sie mitunter an Reiz.',
        'Als Führungskräfte führen sie meist von vorn, reagieren schnell auf veränderte Umstände und motivieren Menschen durch Energie und Vorbild. Ihre Entscheidungen sind in der Regel schnell, pragmatisch und auf aktuelle Fakten gestützt. Kollegen mit Präferenz für Intuition oder Urteilen ergänzen sie, indem sie langfristige Folgen bedenken und für Struktur sorgen.',
      ],
      [
        'Zusammenarbeit: Antreiber, reagiert schnell, praktisch.',
        'Führung: von vorn; vernachlässigt mitunter die langfristige Planung.',
        'Entscheidungen: schnell, pragmatisch, faktenbasiert.',
        'Ergänzt durch strategische und strukturierte Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Nehmen Sie sich in den nächsten 30 Tagen vor jeder wichtigen Entscheidung fünf Minuten Zeit, um den besten Fall, den schlimmsten Fall und das wahrscheinlichste Ergebnis aufzuschreiben. Diese kleine Pause bewahrt Ihr Tempo und fügt Weitsicht hinzu. Gehen Sie Ihre Notizen am Monatsende durch, um zu sehen, welche Entscheidungen wie erwartet verlaufen sind.',
        'Wählen Sie über 90 Tage ein langfristiges Ziel, das Sie begeistert, etwa eine Qualifikation, eine Geschäftsidee oder ein Fitnessziel, und setzen Sie monatliche Meilensteine. Ergänzen Sie eine Beziehungsgewohnheit, etwa ein wöchentliches Gespräch ohne Handys. Energiebündel, die Handeln mit etwas Reflexion verbinden, erleben oft, dass ihre Wirkung viel länger anhält.',
      ],
      [
        'Tag 1 bis 30: fünf Minuten für besten, schlimmsten und wahrscheinlichen Fall.',
        'Tag 31 bis 90: monatliche Meilensteine für ein Ziel.',
        'Wöchentlich: ein ungestörtes Gespräch mit einem nahestehenden Menschen.',
        'Prüfen, welche schnellen Entscheidungen sich ausgezahlt haben.',
      ],
    ),
    additional_test: s(
      [
        'Der Berufsinteressentest kann zeigen, welche aktiven, menschenorientierten oder praktischen Felder am besten zu Ihren Interessen passen, und Ihnen helfen, Rollen zu wählen, die Ihre Aufmerksamkeit halten. Der Test zur persönlichen Entwicklung bietet praktische, kleine Schritte für Fokus und langfristige Ziele, die zu einem aktiven Leben passen, statt es auszubremsen.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Gewissenhaftigkeit und Verträglichkeit, die zeigen können, wie sich Ihre Vorliebe für Handeln und Direktheit im Vergleich zu anderen darstellt. Der Test zu emotionalen Beziehungen untersucht Nähe und Unabhängigkeit, nützlich für ein Profil, das Freiheit schätzt und tiefere emotionale Gespräche vielleicht weniger natürlich findet.',
      ],
      [
        'Berufsinteressentest: aktive und praktische Felder.',
        'Persönliche Entwicklung: Fokus und langfristige Ziele.',
        'Psychologischer Profiltest: Gewissenhaftigkeit und Verträglichkeit.',
        'Emotionale Beziehungen: Freiheit und Nähe.',
      ],
    ),
    further_reading: s(
      [
        'Ernest Hemingways „Der alte Mann und das Meer“ ist ein kurzer Klassiker über Beharrlichkeit und Handeln, und Winston Churchills Erinnerungen zeigen einen Anführer, der in der Krise aufblühte. Chris Voss’ „Kompromisslos verhandeln“ bietet praktische Verhandlungstechniken, die zu einem schnellen, aufmerksamen Geist passen.',
        'Für Ihr Wachstum lesen Sie über Belohnungsaufschub und die berühmten Marshmallow-Experimente sowie über das Pre-Mortem, eine Planungstechnik, bei der Sie sich vorstellen, ein Projekt sei gescheitert, und herausarbeiten, warum. Beide Ideen helfen, Ihr natürliches Tempo mit Weitsicht zu verbinden, ohne Sie mehr als nötig zu bremsen.',
      ],
      [
        'Ernest Hemingway, Der alte Mann und das Meer.',
        'Chris Voss, Kompromisslos verhandeln.',
        'Winston Churchill, Meine frühen Jahre.',
        'Themen: das Pre-Mortem, Belohnungsaufschub.',
      ],
    ),
  },
};

const ESFP: TypeReportContent = {
  description:
    'Der Funke verbindet nach außen gerichtete Wärme mit einer Liebe zum Augenblick und einem feinen Gespür dafür, was andere fühlen. Menschen mit diesem Profil bringen meist Freude, Großzügigkeit und Spontaneität in alles, was sie tun, und machen das Leben gern für alle um sie herum schöner. Am besten lernen sie oft durch praktische Erfahrung.',
  keywords: ['Lebhaft', 'Warmherzig', 'Spontan', 'Großzügig', 'Verspielt', 'Aufmerksam', 'Gesellig'],
  famousPeople: ['Marilyn Monroe', 'Elvis Presley', 'Freddie Mercury', 'Jamie Oliver'],
  sections: {
    result_analysis: s(
      [
        'Ihre Antworten deuten auf eine Präferenz für Extraversion, Empfinden, Fühlen und Wahrnehmen hin. Sie gewinnen meist Energie aus Menschen und Aktivität, bemerken konkrete Details und Sinneseindrücke, entscheiden mit Blick auf Menschen und Werte und halten Pläne flexibel. Zusammen beschreiben diese Präferenzen jemanden, der das Leben in vollen Zügen genießt und anderen hilft, dasselbe zu tun.',
        'Dieses Ergebnis bedeutet nicht, dass Sie oberflächlich sind oder nichts ernst nehmen können. Es beschreibt, was Ihnen meist Energie gibt und wohin Ihre Aufmerksamkeit zuerst geht. Liegen einige Werte nahe der Mitte, sind Sie vielleicht nachdenklicher oder organisierter, als die klassische Beschreibung vermuten lässt. Betrachten Sie das Profil als Ausgangspunkt, um Ihre Stärken und Gewohnheiten wahrzunehmen.',
      ],
      [
        'Präferenzen zeigen Energie und Aufmerksamkeit, nicht Tiefe.',
        'Den Moment zu genießen ist eine Stärke, kein Makel.',
        'Werte nahe der Mitte deuten auf Flexibilität hin.',
        'Nutzen Sie das Profil zum Nachdenken, nicht als Etikett.',
      ],
    ),
    personal_growth: s(
      [
        'Zu Ihren Stärken gehören meist Wärme, Begeisterung, praktische Hilfsbereitschaft und die Fähigkeit, die Stimmung jeder Gruppe zu heben. Sie bemerken, was Menschen im Moment brauchen, und reagieren schnell und großzügig. Sie passen sich leicht an neue Situationen an und lassen schwierige Zeiten für andere oft leichter erscheinen.',
        'Zu den blinden Flecken kann gehören, unangenehmen Aufgaben oder Gesprächen auszuweichen, Zeit und Geld auf Kosten der Zukunft für den Moment auszugeben und Kritik sehr persönlich zu nehmen. Wachstum entsteht oft, wenn Sie kleine Schwierigkeiten früh angehen, ein paar einfache Routinen für langfristige Ziele aufbauen und sich daran erinnern, dass Rückmeldung zu Ihrer Arbeit kein Urteil über Sie als Person ist.',
      ],
      [
        'Erledigen Sie jeden Tag als Erstes eine unangenehme Aufgabe.',
        'Setzen Sie sich ein einfaches Spar- oder Lernziel für das Jahr.',
        'Bitten Sie um Rückmeldung und bedanken Sie sich dafür.',
        'Bemerken Sie, wann Spaß ein Weg ist, etwas Schwierigem auszuweichen.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sie haben meist einen großen Freundeskreis und bringen ihn gern bei Erlebnissen zusammen: Essen, Konzerte, Reisen, Feiern. Freunde schätzen Ihre Großzügigkeit, Ihre Verspieltheit und die Art, wie Sie ihnen das Gefühl geben, gesehen zu werden. Zuneigung zeigen Sie oft durch etwas Konkretes, etwa indem Sie mit Essen vorbeikommen oder eine Überraschung planen.',
        'In der Partnerschaft sind Sie meist zärtlich und aufmerksam, und Partner wünschen sich manchmal mehr langfristige Planung oder ernsthafte Gespräche. Im Konflikt versuchen Sie vielleicht, die Stimmung aufzulockern oder dem Thema auszuweichen. Es hilft, etwas länger bei einem schwierigen Gespräch zu bleiben, ganz zuzuhören und gemeinsam konkrete nächste Schritte zu vereinbaren.',
      ],
      [
        'Bleiben Sie etwas länger bei schwierigen Gesprächen.',
        'Planen Sie manches mit Ihrem Partner im Voraus.',
        'Investieren Sie neben vielen lockeren auch in einige tiefe Freundschaften.',
        'Teilen Sie Ihre eigenen Sorgen, nicht nur die der anderen.',
      ],
    ),
    career_growth: s(
      [
        'Sie blühen meist in lebhaften, menschenorientierten und praktischen Rollen auf: Gastgewerbe, Veranstaltungen, darstellende Kunst, Vertrieb, Kundenerlebnis, Arbeit mit kleinen Kindern, Fitness, Gesundheitswesen, Reisen und Tourismus, Einzelhandel und Design. Umgebungen mit Abwechslung, Teamarbeit und unmittelbarer Rückmeldung bringen meist Ihre beste Energie hervor.',
        'Fallstricke sind Langeweile bei sich wiederholenden oder einsamen Aufgaben, Schwierigkeiten mit langfristiger Planung und Entmutigung durch Kritik. Es hilft, mit Kollegen zusammenzuarbeiten, die Struktur mögen, größere Ziele in kurze, sichtbare Schritte zu zerlegen und Rollen zu suchen, in denen Ihre Menschenkenntnis als echte berufliche Stärke anerkannt wird.',
      ],
      [
        'Suchen Sie abwechslungsreiche Rollen mit Menschen und schneller Rückmeldung.',
        'Zerlegen Sie lange Projekte in kurze Schritte.',
        'Arbeiten Sie mit strukturierten Kollegen zusammen.',
        'Beschreiben Sie Ihre Menschenkenntnis als konkrete Erfolge.',
      ],
    ),
    professional_benchmark: s(
      [
        'Im Vergleich zu zurückhaltenderen oder denkorientierten Kollegen bringen Menschen mit diesem Profil oft Energie, Humor und einen Blick für die unmittelbaren Bedürfnisse von Menschen ein. In der Zusammenarbeit bauen sie meist schnell Vertrauen auf, lösen Spannungen und sorgen dafür, dass sich Kunden oder Kollegen willkommen fühlen. Lange Planungsrunden oder abstrakte Diskussionen finden sie mitunter weniger fesselnd.',
        'Als Führungskräfte schaffen sie meist eine freundliche, fröhliche Atmosphäre, gehen mit gutem Beispiel voran und reagieren schnell auf das, was Menschen brauchen. Ihre Entscheidungen wägen die menschlichen Folgen und die konkrete Lage ab. Kollegen mit Präferenz für Intuition oder Urteilen ergänzen sie, indem sie sich auf langfristige Strategie, detaillierte Pläne und beständige Umsetzung konzentrieren.',
      ],
      [
        'Zusammenarbeit: schafft Vertrauen, gibt Energie, hilft praktisch.',
        'Führung: warm und zugewandt; meidet mitunter langfristige Planung.',
        'Entscheidungen: menschenbewusst und situationsbezogen.',
        'Ergänzt durch strategische, strukturierte Kollegen.',
      ],
    ),
    advanced_guide: s(
      [
        'Wählen Sie für die nächsten 30 Tage eine Aufgabe, die Sie vor sich herschieben, und nehmen Sie sich jeden Tag ein kleines Stück davon vor. Verbinden Sie es mit einer kleinen Belohnung, etwa einem Spaziergang oder einem Anruf bei einem Freund. So entsteht die Gewohnheit, Schwierigkeiten früh anzugehen, ohne den Spaß zu verlieren, der Sie antreibt.',
        'Setzen Sie sich über 90 Tage ein langfristiges Ziel, zum Beispiel ein Sparziel, einen Kurs oder eine Fitness-Herausforderung, und halten Sie den Fortschritt sichtbar in einem Kalender oder einer Grafik fest. Ergänzen Sie ein monatliches Gespräch über Pläne und Sorgen mit einem Menschen, dem Sie vertrauen. Funken, die etwas Weitsicht hinzufügen, erleben oft, dass ihre Freude nachhaltiger wird.',
      ],
      [
        'Tag 1 bis 30: täglich ein kleiner Schritt bei einer aufgeschobenen Aufgabe.',
        'Belohnen Sie sich nach jedem Schritt.',
        'Tag 31 bis 90: ein langfristiges Ziel sichtbar verfolgen.',
        'Monatlich: mit jemandem über Pläne und Sorgen sprechen.',
      ],
    ),
    additional_test: s(
      [
        'Der Berufsinteressentest kann Ihnen helfen, menschenorientierte und praktische Felder zu vergleichen, damit Ihre Energie in Arbeit fließt, die sich lohnend anfühlt. Der Test zur persönlichen Entwicklung bietet einfache, praktische Schritte für Planung, Fokus und den Umgang mit Rückmeldungen, ohne dass Sie Ihren natürlichen Funken verlieren.',
        'Der psychologische Profiltest ergänzt Big-Five-Werte wie Extraversion, Gewissenhaftigkeit und emotionale Stabilität, die klären können, wie sich Ihre Spontaneität und Feinfühligkeit im Vergleich zu anderen darstellen. Der Test zu emotionalen Beziehungen untersucht Nähe und Unabhängigkeit und hilft Ihnen zu sehen, was Beziehungen für Sie sicher macht.',
      ],
      [
        'Berufsinteressentest: menschenorientierte Felder.',
        'Persönliche Entwicklung: Planung und Umgang mit Rückmeldungen.',
        'Psychologischer Profiltest: Extraversion und Gewissenhaftigkeit.',
        'Emotionale Beziehungen: Sicherheit in der Nähe.',
      ],
    ),
    further_reading: s(
      [
        'Gretchen Rubins „Das Happiness-Projekt“ bietet einen verspielten, praktischen Ansatz, gute Gewohnheiten aufzubauen, und Epikurs Briefe stellen eine antike Philosophie einfacher, geteilter Freuden vor. Mihaly Csikszentmihalyis „Flow“ erklärt die tief fesselnden Erfahrungen, die viele Funken ganz natürlich suchen, vom Auftreten über das Kochen bis zum Sport.',
        'Für Ihr Wachstum lesen Sie über Genießen, ein Konzept der positiven Psychologie über das bewusste Auskosten guter Momente, sowie über Belohnungsaufschub und die Gestaltung von Gewohnheiten, die helfen, Freude im Jetzt mit Zielen für die Zukunft auszubalancieren. „Difficult Conversations“ von Douglas Stone, Bruce Patton und Sheila Heen bietet Werkzeuge, um bei schwierigen Themen zu bleiben.',
      ],
      [
        'Gretchen Rubin, Das Happiness-Projekt.',
        'Mihaly Csikszentmihalyi, Flow.',
        'Epikur, Brief an Menoikeus.',
        'Themen: Genießen, Gestaltung von Gewohnheiten, schwierige Gespräche.',
      ],
    ),
  },
};

export const de: LocaleReportContent = {
  types: { INFJ, INFP, INTJ, INTP, ENFP, ENTP, ENTJ, ISTJ, ISTP, ESTP, ESTJ, ISFJ, ISFP, ESFP, ESFJ, ENFJ },
  dimensions: {
    E: {
      name: 'Extraversion',
      interpretations: [
        'Sie suchen selten belebte gesellige Runden und tanken meist lieber abseits von Menschenmengen auf.',
        'Sie genießen Gesellschaft in Maßen, brauchen nach viel Kontakt aber oft ruhige Zeit.',
        'Sie wechseln je nach Situation recht leicht zwischen Geselligkeit und Alleinsein.',
        'Sie gewinnen oft Energie aus Menschen und Aktivität und denken Dinge gern laut durch.',
        'Sie suchen stark nach Menschen, Gesprächen und Aktivität und werden unruhig, wenn Sie lange allein sind.',
      ],
    },
    I: {
      name: 'Introversion',
      interpretations: [
        'Sie brauchen selten Zeit für sich, um aufzutanken, und fühlen sich unter Menschen am lebendigsten.',
        'Sie schätzen etwas ruhige Zeit, doch Gesellschaft gibt Ihnen meist mehr Energie als Alleinsein.',
        'Sie halten Zeit allein und Zeit mit anderen im Gleichgewicht, ohne starke Neigung in eine Richtung.',
        'Sie tanken oft im Alleinsein auf und denken lieber nach, bevor Sie sprechen.',
        'Sie bevorzugen stark Ruhe, Tiefe und Zeit für sich, und große Gruppen können Sie schnell ermüden.',
      ],
    },
    S: {
      name: 'Empfinden',
      interpretations: [
        'Sie gehen selten von konkreten Details aus und blicken zuerst auf Muster und Möglichkeiten.',
        'Sie bemerken Fakten, wenn es nötig ist, doch Ihre Aufmerksamkeit gilt meist dem großen Ganzen.',
        'Sie nutzen je nach Aufgabe sowohl konkrete Details als auch übergreifende Muster.',
        'Sie vertrauen oft Fakten, Erfahrung und praktischen Details mehr als Theorien.',
        'Sie bevorzugen stark das Konkrete, Erprobte und Beobachtbare und bemerken Details, die anderen entgehen.',
      ],
    },
    N: {
      name: 'Intuition',
      interpretations: [
        'Sie konzentrieren sich selten auf abstrakte Möglichkeiten und arbeiten lieber mit Konkretem und Bekanntem.',
        'Sie ziehen neue Ideen zuweilen in Betracht, vertrauen aber meist zuerst auf praktische Erfahrung.',
        'Sie verbinden Aufmerksamkeit für Fakten mit Interesse an Mustern und Möglichkeiten.',
        'Sie suchen oft nach Bedeutungen, Zusammenhängen und künftigen Möglichkeiten hinter den Fakten.',
        'Sie richten sich stark auf Ideen, Muster und das, was sein könnte, manchmal mehr als auf das, was ist.',
      ],
    },
    T: {
      name: 'Denken',
      interpretations: [
        'Sie entscheiden selten allein nach unpersönlicher Logik und wägen meist zuerst Menschen und Werte ab.',
        'Sie nutzen logische Analyse, wenn nötig, doch persönliche Werte leiten meist Ihre Entscheidungen.',
        'Sie verbinden beim Entscheiden Logik mit Aufmerksamkeit für Menschen und Werte.',
        'Sie entscheiden oft nach objektiven Kriterien, Stimmigkeit sowie Ursache und Wirkung.',
        'Sie bevorzugen stark logische, unparteiische Analyse und schätzen Fairness und Genauigkeit höher als Taktgefühl.',
      ],
    },
    F: {
      name: 'Fühlen',
      interpretations: [
        'Sie lassen sich selten von persönlichen Werten leiten und verlassen sich meist auf Logik und objektive Kriterien.',
        'Sie berücksichtigen die Gefühle anderer, doch Ihre endgültigen Entscheidungen folgen meist der Analyse.',
        'Sie wägen beim Entscheiden sowohl die Bedürfnisse von Menschen als auch objektive Logik ab.',
        'Sie entscheiden oft mit Blick auf Werte, Harmonie und die Wirkung auf Menschen.',
        'Sie stellen bei Ihren Entscheidungen Werte, Einfühlung und Harmonie stark in den Vordergrund.',
      ],
    },
    J: {
      name: 'Urteilen',
      interpretations: [
        'Sie brauchen selten feste Pläne und halten die Dinge lieber offen und flexibel.',
        'Sie mögen etwas Struktur, passen sich aber meist gern unterwegs an.',
        'Sie verbinden Planung mit Flexibilität, je nachdem, was die Situation erfordert.',
        'Sie bevorzugen oft klare Pläne, Zeitpläne und rechtzeitig getroffene Entscheidungen.',
        'Sie bevorzugen stark Ordnung, klare Abschlüsse und das Erledigen von Aufgaben lange vor der Frist.',
      ],
    },
    P: {
      name: 'Wahrnehmen',
      interpretations: [
        'Sie lassen die Dinge selten gern offen und haben Entscheidungen meist lieber früh geklärt.',
        'Sie schätzen etwas Flexibilität, fühlen sich mit einem Plan aber meist wohler.',
        'Sie wechseln ohne starke Vorliebe zwischen Planen und Improvisieren.',
        'Sie halten sich oft Optionen offen und passen sich an, wenn neue Informationen kommen.',
        'Sie bevorzugen stark Spontaneität und Flexibilität, und feste Pläne können sich einengend anfühlen.',
      ],
    },
  },
  levelNames: ['Sehr niedrig', 'Niedrig', 'Mittel', 'Hoch', 'Sehr hoch'],
  labels: {
    result_analysis: 'Ergebnisanalyse',
    personal_growth: 'Persönliche Entwicklung',
    interpersonal_growth: 'Beziehungen und Miteinander',
    career_growth: 'Berufliche Entwicklung',
    professional_benchmark: 'Beruflicher Vergleich',
    advanced_guide: 'Vertiefender Leitfaden',
    additional_test: 'Weitere Tests',
    further_reading: 'Weiterführende Lektüre',
    report_title: 'Persönlichkeitsbericht',
    overview: 'Überblick',
    dimensions_tab: 'Dimensionen',
    basic_profile: 'Grundprofil',
    population_ratio: 'Anteil an den jüngsten Ergebnissen',
    male: 'Männlich',
    female: 'Weiblich',
    sample_size: 'Auf Grundlage von {{count}} Ergebnissen der letzten {{days}} Tage',
    too_few_results: 'Noch nicht genug Ergebnisse, um dies zu berechnen',
    keywords: 'Schlüsselwörter',
    famous_people: 'Bekannte Persönlichkeiten',
    famous_people_note: 'Werden oft diesem Typ zugeordnet; keine geprüfte Einschätzung',
    dimension_analysis: 'Dimensionsanalyse',
    dimension: 'Dimension',
    score: 'Wert',
    reference_range: 'Referenzbereich',
    level: 'Stufe',
    quick_interpretation: 'Kurzdeutung',
    top_countries: 'Die 10 häufigsten Länder in den jüngsten Tests',
    country: 'Land',
    ranking_score: 'Aktueller Rangwert',
    ranking_explained: 'Ihre Präferenzen sind klarer als bei {{score}} von 100 jüngsten {{type}}-Ergebnissen',
    type_rank: '{{type}} ist in den jüngsten Tests der Typ auf Rang {{rank}} der Häufigkeit',
    prepared_for: 'Erstellt für {{name}}',
    taken_on: 'Test abgelegt am {{date}}',
    order_number: 'Bestellnummer',
    locked: 'Im vollständigen Bericht enthalten',
    disclaimer:
      'Dieser Bericht beruht auf einem Fragebogen zur Selbstauskunft. Er beschreibt Präferenzen und Tendenzen, keine Fähigkeiten, und ist weder eine Diagnose noch eine klinische Beurteilung. Ihre Antworten können sich mit der Zeit ändern; nutzen Sie die Ergebnisse zum Nachdenken, nicht als alleinige Grundlage für wichtige Entscheidungen.',
    page: 'Seite {{n}} von {{total}}',
  },
};
