import type { CareerTexts } from '../career-types.js';

/** Deutsche Texte des Berufsinteressentests, übersetzt aus en.ts (Sie-Form wie der Mapping-Test). Die Aussagen stehen in der Ich-Form und ohne Verneinung; Berufe und Bildungswege sind an den deutschsprachigen Raum angepasst. */
export const deCareerTexts: CareerTexts = {
  items: {
    'cr-01': 'Es würde mir Spaß machen, nach einer Anleitung ein Möbelstück zu bauen.',
    'cr-02': 'Es würde mir Spaß machen herauszufinden, warum ein Experiment ein überraschendes Ergebnis hatte.',
    'cr-03': 'Es würde mir Spaß machen, Geschichten, Gedichte oder Songtexte zu schreiben.',
    'cr-04': 'Es würde mir Spaß machen, jemandem eine neue Fähigkeit beizubringen.',
    'cr-05': 'Es würde mir Spaß machen, andere davon zu überzeugen, meine Idee zu unterstützen.',
    'cr-06': 'Es würde mir Spaß machen, genau über Geld oder Lagerbestände Buch zu führen.',
    'cr-07': 'Ich arbeite gern draußen mit Werkzeugen oder Maschinen.',
    'cr-08': 'Ich lese gern über neue Entdeckungen in Wissenschaft oder Medizin.',
    'cr-09': 'Ich gestalte gern, wie ein Raum, eine Seite oder ein Produkt aussieht.',
    'cr-10': 'Es kostet mich viel Kraft, mir die Probleme anderer Menschen anzuhören.',
    'cr-11': 'Ich führe gern ein Team zu einem gemeinsamen Ziel.',
    'cr-12': 'Ich ordne gern Dateien und Ordner so, dass alles leicht zu finden ist.',
    'cr-13': 'Dinge von Hand zu reparieren, finde ich mühsam.',
    'cr-14': 'Es würde mir Spaß machen, Daten auszuwerten, um eine Frage zu beantworten.',
    'cr-15': 'Es würde mir Spaß machen, Musik zu machen oder vor Publikum aufzutreten.',
    'cr-16': 'Ich helfe Menschen gern dabei herauszufinden, was sie in einer schwierigen Lage tun können.',
    'cr-17': 'Es würde mir Spaß machen, ein eigenes Unternehmen zu gründen und zu führen.',
    'cr-18': 'Es würde mir Spaß machen, Dokumente sorgfältig auf Fehler zu prüfen.',
    'cr-19': 'Es würde mir Spaß machen, mich um Pflanzen, Tiere oder Land zu kümmern.',
    'cr-20': 'Ich beschäftige mich gern so lange mit einem schwierigen Problem, bis ich es ganz verstanden habe.',
    'cr-21': 'Ich zeichne, male oder fotografiere gern.',
    'cr-22': 'Es würde mir Spaß machen, kranke oder alte Menschen zu betreuen.',
    'cr-23': 'Ich verhandle gern über einen Abschluss oder einen Preis.',
    'cr-24': 'Ich arbeite gern mit Tabellen und Zahlen.',
    'cr-25': 'Ich nehme gern eine Maschine auseinander, um zu sehen, wie ihre Teile zusammenpassen.',
    'cr-26': 'Es würde mir Spaß machen, in einem Labor zu forschen.',
    'cr-27': 'Es würde mir Spaß machen, an einem Projekt zu arbeiten, bei dem ich frei meinen eigenen Ideen folgen kann.',
    'cr-28': 'Ich leite gern Aktivitäten für eine Gruppe von Kindern oder Jugendlichen.',
    'cr-29': 'Es ist mir peinlich, anderen Menschen etwas zu verkaufen.',
    'cr-30': 'Es würde mir Spaß machen, mich an einen klaren Ablauf zu halten, damit eine Aufgabe ganz genau stimmt.',
    'cr-31': 'Mir würde eine Arbeit gefallen, bei der ich den ganzen Tag in Bewegung bin und meine Hände benutze.',
    'cr-32': 'Komplizierte Theorien zu studieren, finde ich langweilig.',
    'cr-33': 'Ich denke mir gern Ideen für einen Film, ein Spiel oder eine Werbung aus.',
    'cr-34': 'Es würde mir Spaß machen, mich ehrenamtlich in einem Nachbarschafts- oder Hilfsprojekt zu engagieren.',
    'cr-35': 'Es würde mir Spaß machen, darüber zu entscheiden, wie ein Projekt oder eine Firma geführt wird.',
    'cr-36': 'Ich erstelle gern Zeitpläne und halte sie auf dem neuesten Stand.',
    'cr-37': 'Ich baue gern Geräte zusammen, verkabele oder installiere sie.',
    'cr-38': 'Ich prüfe eine Idee gern, indem ich Belege dafür und dagegen sammle.',
    'cr-39': 'Aufgaben, für die ich eigene kreative Ideen entwickeln muss, finde ich ermüdend.',
    'cr-40': 'Ich erkläre gern etwas geduldig, bis die andere Person es verstanden hat.',
    'cr-41': 'Ich stelle gern einer Gruppe einen Plan vor und gewinne sie dafür.',
    'cr-42': 'Ausführlichen Papierkram finde ich langweilig.',
    'cr-43': 'Es würde mir Spaß machen, große Fahrzeuge oder Maschinen zu fahren oder zu bedienen.',
    'cr-44': 'Es würde mir Spaß machen zu ergründen, wie der menschliche Körper oder die Natur funktioniert.',
    'cr-45': 'Es würde mir Spaß machen, Handarbeiten wie Töpferwaren, Schmuck oder Kleidung herzustellen.',
    'cr-46': 'Es würde mir Spaß machen, Menschen dabei zu helfen, sich an einem neuen Ort, in einem neuen Team oder in einer neuen Stelle einzuleben.',
    'cr-47': 'Es würde mir Spaß machen, eine Veranstaltung zu organisieren und am Tag selbst die Leitung zu übernehmen.',
    'cr-48': 'Es würde mir Spaß machen, das Budget eines Vereins oder eines Büros zu verwalten.',
  },
  scaleLabels: ['Trifft überhaupt nicht zu', 'Trifft eher nicht zu', 'Teils, teils', 'Trifft eher zu', 'Trifft voll und ganz zu'],
  levelNames: { 1: 'Sehr niedrig', 2: 'Niedrig', 3: 'Mittel', 4: 'Hoch', 5: 'Sehr hoch' },
  tabs: {
    overview: 'Überblick',
    strongest_areas: 'Stärkste Bereiche',
    work_activities: 'Passende Tätigkeiten',
    next_steps: 'Nächste Schritte',
  },
  listHeadings: {
    workActivities: 'Tätigkeiten, die zu Ihnen passen',
    workSettings: 'Beispielberufe und Arbeitsumfelder',
    nextSteps: 'Was Sie in den nächsten Wochen ausprobieren können',
  },
  resultLabel: 'Ihre stärksten Interessenbereiche',
  resultTitle: 'Ihre stärksten Interessen: {{first}}, {{second}} und {{third}}',
  overviewIntro: [
    'Dieser Test vergleicht Ihr Interesse an sechs breiten Arbeitsbereichen: praktisch-technisch, forschend, künstlerisch, sozial, unternehmerisch und ordnend-verwaltend. Sie beschreiben, welche Tätigkeiten Ihnen Freude machen, nicht wie gut Sie darin sind. Die meisten Menschen interessieren sich für mehrere Bereiche, und die Mischung ist aussagekräftiger als ein einzelner Wert.',
    'Jeder Bereich wird als Stufe von 1 (sehr niedrig) bis 5 (sehr hoch) angegeben, berechnet aus Ihren eigenen Antworten. Der Bericht betrachtet Ihre drei stärksten Bereiche am genauesten, denn Berufe, Ausbildungen und Studiengänge mit diesen Tätigkeiten werden Sie am ehesten begeistern. Eine niedrige Stufe bedeutet lediglich, dass Sie ein Bereich im Moment weniger anzieht.',
    'Interessen verändern sich mit der Erfahrung. Sehen Sie dieses Ergebnis deshalb als Ausgangspunkt für Ihre Erkundung und nicht als Urteil darüber, welchen Beruf Sie ergreifen sollten. Es beschreibt Ihre heutigen Vorlieben; es misst keine Fähigkeiten, sagt keinen Erfolg voraus und stellt keine Diagnose.',
  ],
  sourceNote:
    'Die Aussagen stammen von Mindprint und wurden für die Selbstreflexion über Ihre Interessen geschrieben. Dieser Test ist kein klinisches oder diagnostisches Instrument und nicht für Personalauswahl oder Einstellungsentscheidungen gedacht. Die Stufen sind feste Fünftel des Antwortbereichs, kein Vergleich mit Bevölkerungsnormen.',
  scales: {
    realistic: {
      name: 'Praktisch-technisch',
      description: 'Der praktisch-technische Bereich (in der Berufsberatung oft „realistisch“ genannt) beschreibt, wie gern Sie mit den Händen arbeiten: mit Werkzeugen, Maschinen, Materialien, Pflanzen oder Tieren, sodass Sie das Ergebnis greifbar vor sich sehen.',
      lowPole: 'Arbeitet lieber mit Ideen, Menschen oder Unterlagen als mit den Händen',
      highPole: 'Baut, repariert und arbeitet gern draußen',
      levels: {
        1: {
          headline: 'Handwerkliche, körperliche Arbeit reizt Sie sehr wenig.',
          interpretation: 'Sie entscheiden sich selten dafür, selbst etwas zu bauen, zu reparieren oder zu bedienen. Ihre Energie fließt wahrscheinlich eher in Ideen, Menschen oder Informationen. Praktische Aufgaben können trotzdem für Sie in Ordnung sein, wenn sie einem Ziel dienen, das Ihnen wichtig ist.',
        },
        2: {
          headline: 'Praktische Aufgaben übernehmen Sie, wenn nötig, suchen sie aber selten.',
          interpretation: 'Ab und zu kann Ihnen eine praktische Arbeit Spaß machen, etwa eine kleine Reparatur oder etwas Gartenarbeit. Im Großen und Ganzen bevorzugen Sie Tätigkeiten, bei denen Ideen, Worte oder Menschen im Mittelpunkt stehen. Handwerkliches ist für Sie eher ein Nebeninteresse.',
        },
        3: {
          headline: 'Einige handwerkliche Tätigkeiten machen Ihnen Freude, im passenden Rahmen.',
          interpretation: 'Praktische Arbeit spricht Sie in Maßen an. Vielleicht stellen Sie gern etwas her oder reparieren etwas, als Teil einer breiteren Aufgabe oder als Hobby. Ein Beruf, der körperliche Tätigkeiten mit anderen Arbeiten verbindet, könnte gut zu Ihnen passen.',
        },
        4: {
          headline: 'Sie arbeiten gern mit Ihren Händen, mit Werkzeugen und Materialien.',
          interpretation: 'Sie mögen Tätigkeiten mit einem sichtbaren, greifbaren Ergebnis: etwas bauen, reparieren, anbauen oder bedienen. Am wohlsten fühlen Sie sich vielleicht, wenn Sie in Bewegung sind und anpacken, statt am Schreibtisch zu sitzen. Arbeit, bei der Sie mit echten Gegenständen zu tun haben, wird Sie voraussichtlich fesseln.',
        },
        5: {
          headline: 'Handwerkliche Arbeit gehört zu Ihren stärksten Interessen.',
          interpretation: 'Praktische Tätigkeiten mit Werkzeugen, Maschinen, Materialien, Pflanzen oder Tieren ziehen Sie stark an. Zu sehen, dass etwas funktioniert, weil Sie es gebaut oder repariert haben, erfüllt Sie sehr. Lange Phasen rein abstrakter Arbeit oder reiner Schreibtischarbeit empfinden Sie womöglich als wenig lohnend.',
        },
      },
    },
    investigative: {
      name: 'Forschend',
      description: 'Der forschende Bereich beschreibt, wie gern Sie beobachten, recherchieren und analysieren: herausfinden, wie und warum etwas funktioniert, und Probleme mit Fakten und sorgfältigem Nachdenken lösen.',
      lowPole: 'Handelt lieber und arbeitet lieber mit Menschen, als zu forschen',
      highPole: 'Neugierig, analysiert und forscht gern',
      levels: {
        1: {
          headline: 'Forschen und Analysieren reizen Sie sehr wenig.',
          interpretation: 'Sie entscheiden sich selten dafür, ein Problem um seiner selbst willen gründlich zu untersuchen. Wahrscheinlich handeln, gestalten oder arbeiten Sie lieber mit Menschen, als zu analysieren. Fakten sind Ihnen wichtig, wenn sie Ihnen helfen, etwas zu erledigen.',
        },
        2: {
          headline: 'Sie analysieren, wenn eine Aufgabe es verlangt, doch das ist selten, was Sie reizt.',
          interpretation: 'Ein Rätsel zu lösen oder etwas nachzuschlagen, kann Ihnen Spaß machen. Im Großen und Ganzen bevorzugen Sie Tätigkeiten mit einem schnelleren, konkreteren Ergebnis als lange Recherchen. Das Untersuchen ist für Sie eher ein Werkzeug als eine Leidenschaft.',
        },
        3: {
          headline: 'Analysieren und Forschen machen Ihnen in Maßen Freude, neben anderen Dingen.',
          interpretation: 'Sie verstehen gern, wie Dinge funktionieren, möchten sich aber vielleicht nicht den ganzen Tag damit beschäftigen. Eine Stelle, in der Sie mal recherchieren oder analysieren und mal etwas anderes tun, könnte zu Ihnen passen. Wissenschaft oder Daten interessieren Sie vielleicht neben Ihrer Hauptarbeit.',
        },
        4: {
          headline: 'Sie finden gern heraus, wie und warum Dinge funktionieren.',
          interpretation: 'Sie sind neugierig und denken Probleme gern mit Fakten und Belegen durch. Lesen, Experimentieren und Analysieren fesseln Ihre Aufmerksamkeit wahrscheinlich. Arbeit, die Ihnen Fragen zum Erkunden bietet, wird Sie voraussichtlich begeistern.',
        },
        5: {
          headline: 'Forschen und Analysieren gehört zu Ihren stärksten Interessen.',
          interpretation: 'Forschung, Experimente, Daten und komplexe Probleme ziehen Sie stark an. Vielleicht beschäftigen Sie sich gern lange mit einer einzigen Frage, bis Sie sie wirklich verstanden haben. Arbeit mit wenig Raum zum Nachdenken und Erkunden empfinden Sie womöglich als unbefriedigend.',
        },
      },
    },
    artistic: {
      name: 'Künstlerisch',
      description: 'Der künstlerische Bereich beschreibt, wie gern Sie etwas erschaffen und sich ausdrücken: durch Schreiben, Gestaltung, Musik, Auftritte, Bilder oder Handwerkskunst, mit Ihrer Fantasie und Ihrem eigenen Stil.',
      lowPole: 'Bevorzugt klare Aufgaben gegenüber offener kreativer Arbeit',
      highPole: 'Fantasievoll, erschafft gern und drückt sich gern aus',
      levels: {
        1: {
          headline: 'Kreative und künstlerische Tätigkeiten reizen Sie sehr wenig.',
          interpretation: 'Sie entscheiden sich selten dafür, zu schreiben, zu gestalten, aufzutreten oder Kunst zu machen. Wahrscheinlich bevorzugen Sie Aufgaben mit klaren Zielen und einer richtigen Lösung. Gute Gestaltung und Kreativität in der Arbeit anderer können Sie trotzdem schätzen.',
        },
        2: {
          headline: 'Kreatives macht Ihnen ab und zu Freude, doch Sie suchen es selten.',
          interpretation: 'Vielleicht haben Sie ein kreatives Hobby oder mögen Aufgaben, denen Sie eine persönliche Note geben können. Im Großen und Ganzen bevorzugen Sie strukturierte Tätigkeiten gegenüber offener kreativer Arbeit. Kreativität ist für Sie eher ein Nebeninteresse.',
        },
        3: {
          headline: 'Kreative Arbeit macht Ihnen in Maßen Freude, neben anderen Dingen.',
          interpretation: 'Kreative Tätigkeiten sprechen Sie in Maßen an. Vielleicht gefallen Ihnen Aufgaben, bei denen Sie im Rahmen einer breiteren Tätigkeit mitgestalten, wie etwas aussieht oder klingt. Eine Mischung aus klaren Aufgaben und Raum für eigene Ideen könnte gut zu Ihnen passen.',
        },
        4: {
          headline: 'Sie erschaffen gern etwas und bringen Ihre eigenen Ideen zum Ausdruck.',
          interpretation: 'Sie mögen Tätigkeiten, bei denen Sie Ihre Fantasie einsetzen können, etwa Schreiben, Gestalten, Musizieren oder Basteln und Werken. Etwas Freiheit in der Art, wie Sie arbeiten, ist Ihnen vermutlich wichtig. Arbeit, die Raum für Ihren eigenen Stil lässt, wird Sie voraussichtlich begeistern.',
        },
        5: {
          headline: 'Erschaffen und Ausdrücken gehört zu Ihren stärksten Interessen.',
          interpretation: 'Kunst, Design, Schreiben, Musik oder Auftritte ziehen Sie stark an. Etwas Eigenes, Originelles zu schaffen, erfüllt Sie sehr. Arbeit mit strengen Regeln und wenig Raum für eigene Ideen empfinden Sie womöglich als einengend.',
        },
      },
    },
    social: {
      name: 'Sozial',
      description: 'Der soziale Bereich beschreibt, wie gern Sie anderen Menschen helfen, sie unterrichten, pflegen und unterstützen und eng mit ihnen zusammenarbeiten.',
      lowPole: 'Widmet sich lieber Aufgaben als helfenden Tätigkeiten',
      highPole: 'Hilft, unterrichtet und kümmert sich gern',
      levels: {
        1: {
          headline: 'Helfende und pflegende Tätigkeiten reizen Sie sehr wenig.',
          interpretation: 'Sie entscheiden sich selten für Tätigkeiten, bei denen es darum geht, andere zu unterstützen, zu unterrichten oder zu pflegen. Wahrscheinlich arbeiten Sie lieber mit Dingen, Ideen oder Informationen. Freundlich und hilfsbereit können Sie trotzdem sein; es ist nur nicht das, was Sie an einem Beruf anzieht.',
        },
        2: {
          headline: 'Sie helfen, wenn es nötig ist, suchen helfende Aufgaben aber selten.',
          interpretation: 'Ab und zu unterstützen Sie vielleicht gern eine Kollegin oder einen Kollegen oder erklären etwas. Im Großen und Ganzen bevorzugen Sie Arbeit, bei der Menschen dazugehören, aber eher am Rand als im Mittelpunkt stehen. Helfen ist für Sie eher eine Seite Ihrer Arbeit als ihr Kern.',
        },
        3: {
          headline: 'Sie helfen gern anderen Menschen, neben anderen Dingen.',
          interpretation: 'Mit und für Menschen zu arbeiten, spricht Sie in Maßen an. Vielleicht gefallen Ihnen Stellen, in denen die Unterstützung anderer ein Teil unter mehreren ist. Ein Beruf, der Kontakt mit Menschen und selbstständige Aufgaben verbindet, könnte gut zu Ihnen passen.',
        },
        4: {
          headline: 'Sie helfen, unterrichten und unterstützen gern andere Menschen.',
          interpretation: 'Sie mögen Tätigkeiten, bei denen Sie für jemanden etwas bewirken: erklären, zuhören, pflegen oder begleiten. Anderen nützlich zu sein, gibt Ihnen Energie. Arbeit mit regelmäßigem, bedeutsamem Kontakt zu Menschen wird Sie voraussichtlich begeistern.',
        },
        5: {
          headline: 'Menschen zu helfen und sie zu unterstützen, gehört zu Ihren stärksten Interessen.',
          interpretation: 'Unterrichten, Pflegen, Beraten und Gemeinwesenarbeit ziehen Sie stark an. Zu sehen, wie jemand dank Ihrer Hilfe wächst oder sich besser fühlt, erfüllt Sie sehr. Arbeit, bei der Sie selten mit Menschen zu tun haben, empfinden Sie womöglich als leer.',
        },
      },
    },
    enterprising: {
      name: 'Unternehmerisch',
      description: 'Der unternehmerische Bereich beschreibt, wie gern Sie führen, überzeugen, verkaufen und entscheiden: Menschen für ein Ziel gewinnen und Dinge in Bewegung bringen.',
      lowPole: 'Trägt lieber bei, als zu führen oder zu verkaufen',
      highPole: 'Führt, überzeugt und geht gern Risiken ein',
      levels: {
        1: {
          headline: 'Führen, Verkaufen und Überzeugen reizen Sie sehr wenig.',
          interpretation: 'Sie entscheiden sich selten dafür, die Leitung zu übernehmen, etwas zu verkaufen oder für einen Plan zu werben. Wahrscheinlich leisten Sie Ihren Beitrag lieber in Ruhe oder unterstützen andere. Verantwortung kann trotzdem zu Ihnen passen, wenn sie aus Fachwissen erwächst statt aus Wettbewerb.',
        },
        2: {
          headline: 'Sie übernehmen die Führung, wenn nötig, suchen sie aber selten.',
          interpretation: 'Eine kleine Aufgabe zu leiten oder sich für etwas einzusetzen, an das Sie glauben, kann Ihnen Spaß machen. Im Großen und Ganzen bevorzugen Sie Aufgaben mit weniger Druck, zu überzeugen oder sich im Wettbewerb zu behaupten. Führung ist für Sie eher ein gelegentlicher Teil Ihrer Arbeit als ihr Kern.',
        },
        3: {
          headline: 'Führen und Überzeugen machen Ihnen in Maßen Freude, neben anderen Dingen.',
          interpretation: 'Initiative zu ergreifen, spricht Sie in Maßen an. Vielleicht leiten Sie gern hin und wieder ein Projekt oder vertreten Ihr Team nach außen. Eine Stelle, die etwas Verantwortung mit eigener fachlicher Arbeit verbindet, könnte gut zu Ihnen passen.',
        },
        4: {
          headline: 'Sie übernehmen gern die Führung und bringen Dinge voran.',
          interpretation: 'Sie mögen Tätigkeiten, bei denen Sie Menschen beeinflussen, Entscheidungen treffen und etwas vorantreiben. Ziele, Wettbewerb und ein gewisses Risiko geben Ihnen vielleicht Energie. Arbeit, bei der Sie Initiative ergreifen und die Folgen Ihrer Entscheidungen sehen können, wird Sie voraussichtlich begeistern.',
        },
        5: {
          headline: 'Führen und Überzeugen gehört zu Ihren stärksten Interessen.',
          interpretation: 'Teams zu leiten, zu verkaufen, zu verhandeln und Neues zu gründen, zieht Sie stark an. Menschen zu gewinnen und ehrgeizige Ziele zu erreichen, erfüllt Sie sehr. Arbeit mit wenig Raum für Initiative oder Einfluss empfinden Sie womöglich als frustrierend.',
        },
      },
    },
    conventional: {
      name: 'Ordnend-verwaltend',
      description: 'Der ordnend-verwaltende Bereich (in der Berufsberatung oft „konventionell“ genannt) beschreibt, wie gern Sie mit Daten, Unterlagen, Zahlen und festen Abläufen arbeiten und dafür sorgen, dass alles stimmt, geordnet ist und im Zeitplan bleibt.',
      lowPole: 'Bevorzugt flexible Arbeit gegenüber Routinen und Unterlagen',
      highPole: 'Schätzt Ordnung, Genauigkeit und klare Abläufe',
      levels: {
        1: {
          headline: 'Daten, Unterlagen und Routinen zu ordnen, reizt Sie sehr wenig.',
          interpretation: 'Sie entscheiden sich selten für Aufgaben wie Buchführung, das Prüfen von Zahlen oder das Befolgen detaillierter Abläufe. Wahrscheinlich bevorzugen Sie flexible, abwechslungsreiche oder offene Arbeit. Solche Aufgaben können sich für Sie trotzdem lohnen, wenn sie etwas schützen, das Ihnen wichtig ist.',
        },
        2: {
          headline: 'Ordnende Aufgaben erledigen Sie, wenn nötig, suchen sie aber selten.',
          interpretation: 'Sie können Ordnung halten, wenn eine Aufgabe es erfordert. Im Großen und Ganzen bevorzugen Sie Tätigkeiten mit mehr Abwechslung, als routinemäßige Verwaltungsarbeit bietet. Ordnen ist für Sie eher ein Werkzeug als ein Interesse.',
        },
        3: {
          headline: 'Ordnende Arbeit macht Ihnen in Maßen Freude, neben anderen Dingen.',
          interpretation: 'Ordnung und klare Abläufe sprechen Sie in Maßen an. Vielleicht halten Sie gern ein Projekt übersichtlich oder betreuen Zahlen als Teil einer breiteren Aufgabe. Ein Beruf, der strukturierte mit abwechslungsreicheren Aufgaben verbindet, könnte gut zu Ihnen passen.',
        },
        4: {
          headline: 'Sie schätzen Ordnung, Genauigkeit und klare Abläufe.',
          interpretation: 'Sie mögen Tätigkeiten, bei denen Sie Informationen ordnen, Unterlagen aktuell halten und Details richtig machen. Klare Erwartungen und ein aufgeräumtes System geben Ihnen ein Gefühl von Ruhe und Fortschritt. Arbeit, die Sorgfalt und Genauigkeit belohnt, wird Sie voraussichtlich begeistern.',
        },
        5: {
          headline: 'Ordnen und Genauigkeit gehören zu Ihren stärksten Interessen.',
          interpretation: 'Daten, Zahlen, Unterlagen, Pläne und Abläufe ziehen Sie stark an. Ordnung in eine unübersichtliche Lage zu bringen, erfüllt Sie sehr. Arbeit mit ständigem Wandel und unklaren Regeln empfinden Sie womöglich als belastend.',
        },
      },
    },
  },
  outcomes: {
    realistic: {
      name: 'Praktisch-technisch',
      summary: 'Sie arbeiten gern mit den Händen, mit Werkzeugen, Maschinen, Materialien, Pflanzen oder Tieren, sodass Sie das Ergebnis sehen und anfassen können.',
      description: [
        'Menschen mit einem starken praktisch-technischen Interesse wollen, dass Dinge in der echten Welt funktionieren. Sie setzen gern ihre Hände und ihren Körper ein, sehen am Ende des Tages gern ein klares Ergebnis und lösen Probleme lieber durch Ausprobieren als durch Reden.',
        'Dieses Interesse geht oft mit einer Vorliebe für konkrete Aufgaben, klare Ziele und gutes Werkzeug einher. Viele Menschen mit diesem Interesse arbeiten gern draußen, sind gern in Bewegung oder arbeiten gern mit Lebewesen wie Pflanzen und Tieren.',
        'Praktisch-technische Interessen passen zu vielen Wegen, von einer handwerklichen Ausbildung bis zu einem Ingenieurstudium. Gemeinsam ist ihnen der Umgang mit echten Gegenständen und ein sichtbares Ergebnis.',
      ],
      lists: {
        workActivities: [
          'Dinge nach Plänen bauen, montieren oder installieren.',
          'Geräte, Fahrzeuge oder Gebäude reparieren und warten.',
          'Maschinen, Werkzeuge oder Fahrzeuge bedienen.',
          'Pflanzen anbauen oder Tiere versorgen.',
          'Draußen und in Bewegung arbeiten.',
        ],
        workSettings: [
          'Tischler/in, Elektroniker/in oder Anlagenmechaniker/in im Handwerk.',
          'Kfz-Mechatroniker/in oder Techniker/in in einer Werkstatt oder einem Servicebetrieb.',
          'Gärtner/in, Landwirt/in oder Tierpfleger/in.',
          'Bau- oder Maschinenbauingenieur/in auf der Baustelle oder in der Fertigung.',
          'Koch/Köchin oder Bäcker/in in einer geschäftigen Küche oder Backstube.',
        ],
        nextSteps: [
          'Besuchen Sie einen kurzen Abend- oder Wochenendkurs in Holzbearbeitung, Elektronik oder Fahrradreparatur, etwa an der Volkshochschule.',
          'Wählen Sie ein kleines Projekt zu Hause, zum Beispiel ein Regal bauen, und schließen Sie es innerhalb von zwei Wochen ab.',
          'Fragen Sie jemanden aus dem Handwerk oder der Technik, den Sie kennen, wie ein typischer Arbeitstag aussieht.',
          'Helfen Sie einen Tag lang ehrenamtlich in einem Gemeinschaftsgarten, einem Repair-Café oder einem Tierheim mit.',
        ],
      },
    },
    investigative: {
      name: 'Forschend',
      summary: 'Sie recherchieren, analysieren und lösen gern Probleme und finden gern heraus, wie und warum etwas funktioniert.',
      description: [
        'Menschen mit einem starken forschenden Interesse werden von Neugier angetrieben. Sie mögen Fragen, auf die es keine einfache Antwort gibt, und sammeln gern Fakten, prüfen Ideen und denken ein Problem durch, bis es einen Sinn ergibt.',
        'Dieses Interesse geht oft mit einer Vorliebe für Lesen, Daten, Experimente und selbstständiges Arbeiten einher. Viele Menschen mit diesem Interesse wollen etwas ganz verstehen, bevor sie handeln, und lernen gern um des Lernens willen.',
        'Forschende Interessen passen zu vielen Wegen, von Tätigkeiten im Labor oder in der Technik bis zu einer wissenschaftlichen Laufbahn. Gemeinsam ist ihnen der Raum, Fragen zu stellen und nach Belegen zu suchen.',
      ],
      lists: {
        workActivities: [
          'Daten sammeln und auswerten, um eine Frage zu beantworten.',
          'Experimente oder Tests durchführen und die Ergebnisse festhalten.',
          'Fachliteratur lesen und zusammenfassen, was sie zeigt.',
          'Die Ursache eines Fehlers oder eines unerwarteten Ergebnisses finden.',
          'Modelle oder Berechnungen erstellen, die erklären, wie etwas funktioniert.',
        ],
        workSettings: [
          'Biologie- oder Chemielaborant/in in einer Klinik, an einer Hochschule oder in einem Unternehmen.',
          'Datenanalyst/in in einem Unternehmen oder einer Behörde.',
          'Softwareentwickler/in oder IT-Supportfachkraft.',
          'Wissenschaftler/in an einer Universität oder einem Forschungsinstitut.',
          'Apotheker/in, Arzt/Ärztin oder Forscher/in in der Medizin.',
        ],
        nextSteps: [
          'Belegen Sie eine kostenlose Online-Einführung in Datenanalyse, Statistik oder ein naturwissenschaftliches Fach, das Sie interessiert.',
          'Wählen Sie eine Frage, die Sie neugierig macht, recherchieren Sie zwei Wochen lang dazu und schreiben Sie dann eine einseitige Zusammenfassung.',
          'Sprechen Sie mit jemandem, der in der Forschung oder mit Daten arbeitet, über die Probleme, mit denen er sich täglich beschäftigt.',
          'Besuchen Sie ein Wissenschaftsmuseum, einen öffentlichen Vortrag oder einen Tag der offenen Tür an einer Hochschule oder in einem Labor.',
        ],
      },
    },
    artistic: {
      name: 'Künstlerisch',
      summary: 'Sie erschaffen gern etwas und drücken Ideen aus, durch Schreiben, Gestaltung, Musik, Bilder, Auftritte oder Handwerkskunst.',
      description: [
        'Menschen mit einem starken künstlerischen Interesse werden von dem Wunsch angetrieben, etwas Eigenes zu erschaffen und sich auszudrücken. Sie setzen gern ihre Fantasie ein, probieren neue Formen aus und geben ihrer Arbeit einen persönlichen Stil.',
        'Dieses Interesse geht oft mit dem Wunsch nach Freiheit in der Arbeitsweise einher, mit einem Gespür für Schönheit und Bedeutung und mit Freude an offenen Aufgaben, bei denen es mehr als eine gute Lösung gibt.',
        'Künstlerische Interessen passen zu vielen Wegen, von einer Ausbildung im Handwerk oder in der Gestaltung bis zu einer Kunsthochschule oder einem Studium. Viele kreative Menschen verbinden ihr Interesse auch mit einem anderen Bereich, etwa mit Unterrichten, Technik oder Wirtschaft.',
      ],
      lists: {
        workActivities: [
          'Texte, Geschichten oder Drehbücher schreiben.',
          'Bilder, Layouts, Produkte oder Räume gestalten.',
          'Musik machen, schauspielern oder vor Publikum auftreten.',
          'Handgefertigte Dinge wie Keramik, Kleidung oder Schmuck herstellen.',
          'Neue Ideen für eine Kampagne, ein Spiel oder eine Show entwickeln.',
        ],
        workSettings: [
          'Grafikdesigner/in in einer Agentur oder freiberuflich.',
          'Friseur/in, Maskenbildner/in oder Florist/in.',
          'Autor/in, Redakteur/in oder Content Creator für einen Verlag oder eine Website.',
          'Musiker/in, Schauspieler/in oder Bühnentechniker/in am Theater.',
          'Architekt/in oder Innenarchitekt/in.',
        ],
        nextSteps: [
          'Besuchen Sie einen kurzen Kurs in Zeichnen, Fotografie, kreativem Schreiben oder Musik.',
          'Nehmen Sie sich ein zweiwöchiges kreatives Projekt vor, zum Beispiel jeden Tag ein Foto oder eine geschriebene Seite, und zeigen Sie das Ergebnis einer Freundin oder einem Freund.',
          'Sprechen Sie mit jemandem, der von kreativer Arbeit lebt, darüber, wie seine Woche aufgebaut ist.',
          'Gestalten Sie ehrenamtlich ein Plakat, einen Newsletter oder eine Website für einen Verein oder eine gemeinnützige Organisation vor Ort.',
        ],
      },
    },
    social: {
      name: 'Sozial',
      summary: 'Sie helfen, unterrichten, pflegen und unterstützen gern andere Menschen.',
      description: [
        'Menschen mit einem starken sozialen Interesse werden von dem Wunsch angetrieben, für andere etwas zu bewirken. Sie hören gern zu, erklären, begleiten und kümmern sich, und es gibt ihnen Sinn zu sehen, wie jemand lernt, gesund wird oder an Selbstvertrauen gewinnt.',
        'Dieses Interesse geht oft mit einer Vorliebe für Zusammenarbeit, Gespräche und Teamarbeit einher. Viele Menschen mit diesem Interesse lösen Probleme am liebsten im Gespräch und schätzen eine warme, unterstützende Atmosphäre bei der Arbeit.',
        'Soziale Interessen passen zu vielen Wegen, von einer Ausbildung in der Pflege oder Erziehung bis zu einem Studium in Lehramt, Sozialer Arbeit oder Psychologie. Gemeinsam ist ihnen der regelmäßige, bedeutsame Kontakt mit Menschen.',
      ],
      lists: {
        workActivities: [
          'Menschen eine neue Fähigkeit beibringen oder sie schulen.',
          'Menschen zuhören und ihnen helfen, einen Weg nach vorn zu finden.',
          'Kranke, junge oder alte Menschen betreuen und pflegen.',
          'Gruppenaktivitäten in einer Gemeinde, einer Schule oder einem Verein leiten.',
          'Kundschaft, Patientinnen und Patienten oder Neuankömmlinge empfangen und unterstützen.',
        ],
        workSettings: [
          'Erzieher/in in einer Kita oder Lehrkraft an einer Schule.',
          'Pflegefachkraft, Altenpfleger/in oder Physiotherapeut/in.',
          'Fachkraft in der Jugendarbeit oder im Quartiersmanagement.',
          'Berater/in, Sozialarbeiter/in oder Psychologe/Psychologin.',
          'Trainer/in oder Personalreferent/in in einem Unternehmen.',
        ],
        nextSteps: [
          'Engagieren Sie sich ein paar Stunden pro Woche ehrenamtlich bei einer gemeinnützigen Organisation, einer Schule, einem Krankenhaus oder einem Nachbarschaftszentrum.',
          'Bieten Sie an, jemanden in einem Fach oder einer Fähigkeit, die Sie gut beherrschen, als Mentor/in zu begleiten oder ihm Nachhilfe zu geben.',
          'Besuchen Sie einen kurzen Kurs in Erster Hilfe, Coaching oder aktivem Zuhören.',
          'Sprechen Sie mit einer Lehrkraft, einer Pflegekraft oder einer Sozialarbeiterin darüber, was sie an ihrer Arbeit erfüllend und was sie schwierig findet.',
        ],
      },
    },
    enterprising: {
      name: 'Unternehmerisch',
      summary: 'Sie führen, überzeugen, verkaufen und treffen gern Entscheidungen, die etwas voranbringen.',
      description: [
        'Menschen mit einem starken unternehmerischen Interesse werden von dem Wunsch angetrieben, Einfluss zu nehmen und etwas zu erreichen. Sie setzen gern Ziele, gewinnen andere für eine Sache und treffen Entscheidungen, und Wettbewerb und ein wenig Risiko geben ihnen oft Energie.',
        'Dieses Interesse geht oft mit der Freude daran einher, das Wort zu ergreifen, zu verhandeln und die Folgen der eigenen Entscheidungen zu sehen. Viele Menschen mit diesem Interesse bringen gern etwas Neues auf den Weg, ob ein Projekt, eine Veranstaltung oder ein Unternehmen.',
        'Unternehmerische Interessen passen zu vielen Wegen, von Tätigkeiten im Vertrieb oder in Hotellerie und Gastronomie bis zu Management, Jura und der Führung eines eigenen Unternehmens. Gemeinsam ist ihnen der Raum für Initiative und Einfluss.',
      ],
      lists: {
        workActivities: [
          'Ein Team oder ein Projekt zu einem Ziel führen.',
          'Produkte, Dienstleistungen oder Ideen verkaufen.',
          'Preise, Verträge oder Vereinbarungen aushandeln.',
          'Pläne vorstellen und Unterstützung dafür gewinnen.',
          'Neue Projekte, Veranstaltungen oder Unternehmen gründen.',
        ],
        workSettings: [
          'Außendienstmitarbeiter/in oder Filialleiter/in.',
          'Veranstaltungsmanager/in oder Hotelmanager/in.',
          'Gründer/in oder Inhaber/in eines kleinen Unternehmens.',
          'Marketing- oder Business-Development-Manager/in.',
          'Rechtsanwalt/Rechtsanwältin, Politiker/in oder Kampagnenorganisator/in.',
        ],
        nextSteps: [
          'Übernehmen Sie eine kleine Leitungsaufgabe, zum Beispiel die Organisation einer Veranstaltung bei der Arbeit, in der Schule oder im Verein.',
          'Probieren Sie ein kurzes Projekt aus, bei dem Sie etwas verkaufen, etwa auf einem Flohmarkt oder online, und notieren Sie, was funktioniert hat.',
          'Machen Sie ein paar Termine lang bei einer Redner- oder Debattiergruppe mit.',
          'Fragen Sie eine Führungskraft oder eine Unternehmerin oder einen Unternehmer, wie sie angefangen haben und wie eine typische Woche aussieht.',
        ],
      },
    },
    conventional: {
      name: 'Ordnend-verwaltend',
      summary: 'Sie arbeiten gern mit Daten, Zahlen, Unterlagen und klaren Abläufen und sorgen gern dafür, dass alles stimmt und geordnet ist.',
      description: [
        'Menschen mit einem starken ordnend-verwaltenden Interesse werden von dem Wunsch angetrieben, Ordnung und Verlässlichkeit in ihre Arbeit zu bringen. Sie mögen klare Aufgaben, genaue Details und Systeme, mit denen sich Informationen leicht finden und nutzen lassen.',
        'Dieses Interesse geht oft mit einer Vorliebe für Planung, Struktur und sorgfältiges Prüfen einher. Viele Menschen mit diesem Interesse sind stolz darauf, zuverlässig zu sein und dafür zu sorgen, dass für alle anderen alles reibungslos läuft.',
        'Ordnend-verwaltende Interessen passen zu vielen Wegen, von einer kaufmännischen Ausbildung oder einer Tätigkeit in der Verwaltung bis zu Rechnungswesen, Logistik und Datenmanagement. Gemeinsam ist ihnen die Sorgfalt für Genauigkeit und Ordnung.',
      ],
      lists: {
        workActivities: [
          'Unterlagen, Akten und Datenbanken auf dem neuesten Stand halten.',
          'Mit Zahlen, Budgets und Tabellen arbeiten.',
          'Dokumente und Daten auf Fehler prüfen.',
          'Zeitpläne, Lagerbestände oder Lieferungen planen.',
          'Klare Abläufe einhalten und verbessern.',
        ],
        workSettings: [
          'Kaufmann/Kauffrau für Büromanagement oder Empfangskraft.',
          'Buchhalter/in, Steuerfachangestellte/r oder Fachkraft für Lohnbuchhaltung.',
          'Fachkraft für Lagerlogistik oder Disponent/in.',
          'Bank- oder Versicherungskaufmann/-frau.',
          'Daten- oder Dokumentenmanager/in in einer Klinik, einer Bibliothek oder einem Unternehmen.',
        ],
        nextSteps: [
          'Besuchen Sie einen kurzen Kurs in Tabellenkalkulation, Buchführung oder Projektplanung.',
          'Ordnen Sie einen Bereich Ihres Lebens mit einem klaren System, etwa Ihre Finanzen oder Ihre Unterlagen, und halten Sie es zwei Wochen lang durch.',
          'Übernehmen Sie ehrenamtlich das Amt der Kassenwartin oder des Kassenwarts, die Schriftführung oder die Mitgliederverwaltung in einem Verein oder einer gemeinnützigen Organisation.',
          'Sprechen Sie mit jemandem aus Rechnungswesen, Verwaltung oder Logistik darüber, wie ein guter Arbeitstag aussieht.',
        ],
      },
    },
  },
};
