import type { GrowthTexts } from '../growth-types.js';

/** Deutsche Texte des Tests zur persönlichen Entwicklung, übersetzt aus en.ts (Sie-Form wie der Mapping-Test). Die Aussagen stehen in der Ich-Form und ohne Verneinung, damit kein Item seine Richtung ändert. */
export const deGrowthTexts: GrowthTexts = {
  items: {
    'gr-01': 'Ich kaufe gern dieselben Dinge, die auch meine Freunde benutzen.',
    'gr-02': 'Beim Einkaufen gehe ich von dem Problem aus, das ich lösen möchte.',
    'gr-03': 'Etwas Neues zu kaufen, hebt meine Stimmung.',
    'gr-04': 'Ich achte darauf, wie gut ein Produkt verarbeitet ist.',
    'gr-05': 'Bei Entscheidungen vertraue ich auf mein Bauchgefühl.',
    'gr-06': 'Bevor ich mich entscheide, wäge ich gern Vor- und Nachteile ab.',
    'gr-07': 'Vor einem größeren Kauf frage ich Freunde, wofür sie sich entscheiden würden.',
    'gr-08': 'Ich vergleiche Preise, um sicherzugehen, dass ich für mein Geld einen guten Gegenwert bekomme.',
    'gr-09': 'Nach einer anstrengenden Woche gönne ich mir etwas Schönes.',
    'gr-10': 'Ich kaufe gern günstige Dinge, auch wenn sie nur eine Saison halten.',
    'gr-11': 'Meinem ersten Eindruck begegne ich mit Vorsicht, bis ich ihn überprüft habe.',
    'gr-12': 'Ich prüfe die Fakten, bevor ich mir eine Meinung bilde.',
    'gr-13': 'Ich kaufe, was zu mir passt, ganz gleich, was meine Freunde gerade besitzen.',
    'gr-14': 'Ich wähle Produkte vor allem danach aus, was sie können, weniger danach, wie sie aussehen.',
    'gr-15': 'Ich genieße die Aufregung, wenn ich einen neuen Kauf auspacke.',
    'gr-16': 'Ich besitze lieber ein langlebiges Stück als mehrere billige.',
    'gr-17': 'Mein erster Eindruck von einem Menschen oder einer Situation erweist sich meist als richtig.',
    'gr-18': 'Eine schwierige Entscheidung zerlege ich in kleinere Schritte.',
    'gr-19': 'Ich zeige Freunden gern die Dinge, die ich gerade gekauft habe.',
    'gr-20': 'Wenn ich etwas kaufe, steht der praktische Nutzen bei mir ganz hinten auf der Liste.',
    'gr-21': 'Manchmal kaufe ich Dinge einfach, weil sie mich im Moment glücklich machen.',
    'gr-22': 'Ich bleibe bei Marken, die sich für mich als zuverlässig erwiesen haben.',
    'gr-23': 'Oft spüre ich die Antwort, bevor ich erklären kann, warum.',
    'gr-24': 'Ich entscheide mich schnell und wende mich dann dem Nächsten zu.',
    'gr-25': 'Wenn ich etwas kaufe, das in meinem Umfeld beliebt ist, fühle ich mich als Teil der Gruppe.',
    'gr-26': 'Ich lese Bewertungen, um zu prüfen, ob ein Produkt seinen Zweck gut erfüllt.',
    'gr-27': 'Wenn mir langweilig ist, muntert mich ein kleiner Einkauf auf.',
    'gr-28': 'Kleine Details wie Nähte oder die Verarbeitung der Oberfläche beeinflussen, was ich kaufe.',
    'gr-29': 'Ich erkenne schnell Muster in dem, was um mich herum geschieht.',
    'gr-30': 'Ich analysiere gern ein Problem bis ins Detail.',
    'gr-31': 'Ich kaufe gern Dinge, die ich mit anderen teilen oder gemeinsam mit ihnen nutzen kann.',
    'gr-32': 'Ich suche nach Anschaffungen, die mir im Alltag Zeit oder Mühe sparen.',
    'gr-33': 'Meine Stimmung und meine Einkäufe halte ich streng voneinander getrennt.',
    'gr-34': 'Für bessere Materialien bin ich bereit, mehr zu bezahlen.',
    'gr-35': 'Bloße Ahnungen sind mir zu vage, um danach zu handeln.',
    'gr-36': 'Ich vergleiche mehrere Möglichkeiten, bevor ich mich für eine entscheide.',
    'gr-37': 'In einer neuen Situation folge ich dem, was sich richtig anfühlt.',
    'gr-38': 'Es ermüdet mich, eine Entscheidung bis ins Detail durchzudenken.',
    'gr-39': 'Wenn ich meinem Instinkt folge, treffe ich schnell gute Entscheidungen.',
    'gr-40': 'Wenn eine wichtige Entscheidung ansteht, schreibe ich meine Gründe auf.',
  },
  scaleLabels: ['Trifft überhaupt nicht zu', 'Trifft eher nicht zu', 'Teils, teils', 'Trifft eher zu', 'Trifft voll und ganz zu'],
  levelNames: { 1: 'Sehr niedrig', 2: 'Niedrig', 3: 'Mittel', 4: 'Hoch', 5: 'Sehr hoch' },
  tabs: {
    overview: 'Überblick',
    consumption_motives: 'Kaufmotive',
    thinking_style: 'Denkstil',
    development_plan: 'Entwicklungsplan',
  },
  listHeadings: {
    strengths: 'Stärken',
    watchOuts: 'Worauf Sie achten sollten',
    recommendations: 'Empfehlungen',
  },
  resultLabel: 'Ihr Entwicklungsprofil',
  resultTitle: '{{motive}} · {{thinking}}',
  overviewIntro: [
    'Ihr Entwicklungsprofil betrachtet zwei alltägliche Seiten von Ihnen. Die erste ist, was Sie meist dazu bewegt, etwas zu kaufen: die Verbundenheit mit anderen Menschen (sozial), ein praktisches Ergebnis (Nutzen), ein gutes Gefühl (emotional) oder dauerhafte Qualität (Qualität). Die zweite ist, wie Sie am liebsten zu einer Entscheidung kommen: aus dem Bauch heraus (intuitiv), durch sorgfältige Analyse (reflektiert) oder im Wechsel zwischen beidem (ausgewogen).',
    'Jede Skala wird als Stufe von 1 (sehr niedrig) bis 5 (sehr hoch) angegeben, berechnet aus Ihren eigenen Antworten. Die Stufen sind feste Fünftel des Antwortbereichs, kein Vergleich mit anderen Menschen. Ihr führendes Motiv ist das mit dem höchsten Wert, und Ihr Denkstil zeigt, welche Art zu entscheiden überwiegt, falls eine deutlich überwiegt. Kein Motiv und kein Denkstil ist besser als ein anderer; jedes bringt eigene Stärken und eigene Punkte mit, auf die Sie achten sollten.',
    'Dieses Profil beschreibt, wie Sie sich heute selbst sehen, und es kann sich ändern, wenn sich Ihre Gewohnheiten ändern. Es misst weder Fähigkeiten noch Intelligenz und stellt keine Diagnose. Nutzen Sie es als Ausgangspunkt zum Nachdenken und für kleine, praktische Veränderungen darin, wie Sie Geld ausgeben, entscheiden und lernen.',
  ],
  sourceNote:
    'Aussagen: von Mindprint für diesen Test geschrieben. Dieses Profil dient allein der Selbstreflexion; es ist kein klinisches oder diagnostisches Instrument und nicht für Personalauswahl oder Einstellungsentscheidungen gedacht. Die Stufen sind feste Fünftel des Antwortbereichs, keine Bevölkerungsnormen.',
  scales: {
    social: {
      name: 'Soziales Motiv',
      description: 'Das soziale Motiv beschreibt, wie sehr die Menschen um Sie herum beeinflussen, was Sie kaufen: der Wunsch dazuzugehören, zu teilen, mit anderen gesehen zu werden und dem zu folgen, was Freunde wählen.',
      lowPole: 'Kauft nach eigenem Geschmack, unabhängig von anderen',
      highPole: 'Kauft, um dazuzugehören, zu teilen und sich zu verbinden',
      levels: {
        1: {
          headline: 'Was andere kaufen, beeinflusst Ihre Entscheidungen sehr wenig.',
          interpretation: 'Sie wählen nach Ihren eigenen Bedürfnissen und Ihrem Geschmack, ganz gleich, was die Menschen um Sie herum besitzen oder empfehlen. Trends und die Wahl der Gruppe bewegen Sie selten. So bleiben Ihre Ausgaben ganz Ihre eigenen, auch wenn Ihnen dabei vielleicht nützliche Tipps von Freunden entgehen.',
        },
        2: {
          headline: 'Sie kaufen meist für sich selbst und schauen nur gelegentlich auf andere.',
          interpretation: 'Die Meinung anderer zählt ab und zu, doch meist entscheidet Ihr eigenes Urteil. Bei größeren Anschaffungen fragen Sie vielleicht um Rat. Die Zugehörigkeit zu einer Gruppe spielt bei Ihren Käufen nur eine kleine Rolle.',
        },
        3: {
          headline: 'Andere Menschen spielen bei manchen Ihrer Käufe eine Rolle, entscheiden aber selten allein.',
          interpretation: 'Manche Käufe teilen Sie gern mit Freunden, und Sie bemerken, was in Ihrem Umfeld gewählt wird. Zugleich behalten Sie Ihre eigene Sicht. Je nach Situation wiegt die soziale Seite eines Kaufs mal mehr, mal weniger.',
        },
        4: {
          headline: 'Einkaufen ist für Sie oft eine Möglichkeit, mit Menschen in Verbindung zu treten.',
          interpretation: 'Sie wählen gern Dinge, die auch Freunden gefallen, teilen sie und sprechen darüber. Der Rat von Menschen, denen Sie vertrauen, hat bei Ihnen echtes Gewicht. Sich als Teil einer Gruppe zu fühlen, ist ein deutlicher Grund hinter vielen Ihrer Käufe.',
        },
        5: {
          headline: 'Dazugehören und Teilen stehen im Mittelpunkt dessen, was Sie kaufen.',
          interpretation: 'Was Ihre Freunde und Ihr Umfeld wählen, prägt Ihre eigene Wahl stark. Sie kaufen gern Dinge, die Sie zeigen, teilen oder gemeinsam nutzen können. Das schafft Nähe, und es lohnt sich, ab und zu zu prüfen, ob jeder Kauf auch zu Ihnen selbst passt.',
        },
      },
    },
    result: {
      name: 'Nutzenmotiv',
      description: 'Das Nutzenmotiv beschreibt, wie sehr Sie für ein praktisches Ergebnis kaufen: was ein Produkt leistet, ob es ein Problem löst und ob es sein Geld wert ist.',
      lowPole: 'Achtet wenig auf Nutzen oder Preis-Leistung',
      highPole: 'Kauft nach Funktion und Preis-Leistung',
      levels: {
        1: {
          headline: 'Der praktische Nutzen entscheidet selten über Ihre Käufe.',
          interpretation: 'Andere Gründe wie Gefühle, Menschen oder Qualität sind Ihnen meist wichtiger als das, was ein Gegenstand leistet. Vielleicht kaufen Sie zuerst und finden später eine Verwendung. Den praktischen Wert vor dem Kauf zu prüfen, kann Ihnen helfen, Krimskrams zu vermeiden.',
        },
        2: {
          headline: 'Sie denken an den Nutzen, doch er ist selten Ihre erste Frage.',
          interpretation: 'Sie bemerken, ob ein Produkt gut funktioniert, doch andere Gründe kommen oft zuerst. Preisvergleiche und Bewertungen spielen bei Ihren Entscheidungen eine bescheidene Rolle. Bei größeren Anschaffungen kann sich ein kurzer Blick auf die Funktion lohnen.',
        },
        3: {
          headline: 'Sie wägen den praktischen Wert gegen andere Kaufgründe ab.',
          interpretation: 'Ihnen ist wichtig, was ein Produkt leistet und was es kostet, und zugleich lassen Sie Raum für Geschmack und Gefühl. Bei Dingen des täglichen Bedarfs sind Sie eher praktisch. Bei besonderen Anschaffungen können andere Motive die Oberhand gewinnen.',
        },
        4: {
          headline: 'Sie kaufen meist mit einem klaren Zweck vor Augen.',
          interpretation: 'Sie gehen von dem aus, was Sie brauchen, und suchen das Produkt, das seinen Zweck für das Geld am besten erfüllt. Sie vergleichen Preise und lesen Bewertungen. Andere fragen Sie vielleicht um praktischen Rat beim Einkaufen.',
        },
        5: {
          headline: 'Funktion und Preis-Leistung bestimmen fast jeden Ihrer Käufe.',
          interpretation: 'Sie kaufen, um Probleme zu lösen, und prüfen sorgfältig, ob ein Produkt hält, was es verspricht. Verschwendung und ein schlechtes Preis-Leistungs-Verhältnis stören Sie. Ihr Fokus hält Ihre Ausgaben effizient; etwas Raum für Genuss kann das Ganze leichter machen.',
        },
      },
    },
    emotional: {
      name: 'Emotionales Motiv',
      description: 'Das emotionale Motiv beschreibt, wie sehr Sie für ein Gefühl kaufen: Vergnügen, bessere Laune, eine kleine Belohnung oder die Aufregung über etwas Neues.',
      lowPole: 'Hält Gefühle aus dem Einkaufen heraus',
      highPole: 'Kauft für Vergnügen, Stimmung und Aufregung',
      levels: {
        1: {
          headline: 'Ihre Stimmung spielt bei Ihren Käufen kaum eine Rolle.',
          interpretation: 'Sie kaufen gelassen ein und halten Gefühle und Anschaffungen auseinander. Kleine Belohnungen und spontane Käufe sind bei Ihnen selten. Das schont Ihr Budget, und es ist ebenso in Ordnung, sich ab und zu eine kleine Freude zu gönnen.',
        },
        2: {
          headline: 'Ab und zu gönnen Sie sich etwas, doch Gefühle entscheiden selten.',
          interpretation: 'Die meisten Ihrer Käufe haben andere Gründe, doch manchmal kaufen Sie etwas einfach, weil es Sie glücklich macht. Solche Momente haben Sie gut im Griff. Ihre Stimmung wirkt sich nur wenig auf Ihre Ausgaben aus.',
        },
        3: {
          headline: 'Gefühle sind einer von mehreren Gründen, aus denen Sie etwas kaufen.',
          interpretation: 'Sie mögen die Freude an einem neuen Kauf und heben Ihre Laune manchmal mit einer kleinen Belohnung. Sie denken vor dem Kauf aber auch über andere Gründe nach. Wie stark Gefühle zählen, hängt von Ihrem Tag und der Situation ab.',
        },
        4: {
          headline: 'Einkaufen ist für Sie oft eine Quelle von Freude und Energie.',
          interpretation: 'Sie genießen die Aufregung, etwas Neues auszusuchen, auszupacken und zu benutzen. Kleine Belohnungen helfen Ihnen, etwas zu feiern oder sich nach einer schweren Zeit zu erholen. Es hilft, darauf zu achten, welche Käufe Ihnen auch nach ein paar Wochen noch Freude machen.',
        },
        5: {
          headline: 'Vergnügen und Stimmung treiben Ihre Ausgaben stark an.',
          interpretation: 'Neue Dinge bereiten Ihnen echte Freude, und Einkaufen ist eine Ihrer Möglichkeiten, sich besser zu fühlen oder etwas zu feiern. Sie kaufen mit Begeisterung und spontan. Ein einfacher Plan für kleine Belohnungen kann diese Freude bewahren und zugleich Ihr Budget schützen.',
        },
      },
    },
    quality: {
      name: 'Qualitätsmotiv',
      description: 'Das Qualitätsmotiv beschreibt, wie sehr Sie danach kaufen, wie gut Dinge gemacht sind: Handwerkskunst, Langlebigkeit, zuverlässige Marken und Liebe zum Detail.',
      lowPole: 'Mit Günstigem und Kurzlebigem zufrieden',
      highPole: 'Kauft nach Verarbeitung und Langlebigkeit',
      levels: {
        1: {
          headline: 'Wie gut etwas gemacht ist, spielt bei Ihrer Wahl kaum eine Rolle.',
          interpretation: 'Sie sind mit einfachen, günstigen Dingen zufrieden, auch wenn sie schneller verschleißen. Marke und Verarbeitung beeinflussen Sie kaum. Das hält die Kosten kurzfristig niedrig; bei Dingen, die Sie täglich benutzen, kann sich ein Blick auf eine robustere Variante lohnen.',
        },
        2: {
          headline: 'Sie bemerken Qualität, doch Preis und andere Gründe kommen meist zuerst.',
          interpretation: 'Gut gemachte Dinge gefallen Ihnen, wenn der Preis stimmt. Für eine Marke oder bessere Materialien zahlen Sie selten mehr. Bei Dingen, die Sie viel benutzen, wählen Sie manchmal vielleicht die langlebigere Variante.',
        },
        3: {
          headline: 'Sie setzen auf Qualität, wo es für Sie zählt.',
          interpretation: 'Bei manchen Dingen achten Sie auf gute Materialien und zuverlässige Marken, bei anderen genügt eine einfache Variante. Sie wägen Langlebigkeit gegen den Preis ab. Ihre Ansprüche hängen davon ab, wie oft und wie lange Sie etwas benutzen werden.',
        },
        4: {
          headline: 'Sie schätzen Dinge, die gut gemacht und auf Dauer gebaut sind.',
          interpretation: 'Sie achten auf Materialien, Verarbeitung und Details und sind bereit, dafür mehr zu bezahlen. Sie bleiben bei Marken, mit denen Sie gute Erfahrungen gemacht haben. Ihre Anschaffungen halten meist lange, und Freunde fragen Sie vielleicht nach Empfehlungen.',
        },
        5: {
          headline: 'Verarbeitung und Langlebigkeit bestimmen fast alles, was Sie kaufen.',
          interpretation: 'Ihnen liegt sehr viel daran, wie Dinge gemacht sind, und Sie bemerken kleine Details, die anderen entgehen. Sie besitzen lieber weniger, dafür bessere Dinge. Es hilft, ab und zu zu prüfen, ob die zusätzliche Qualität bei jedem Kauf ihren Preis wert ist.',
        },
      },
    },
    intuitive: {
      name: 'Intuitives Denken',
      description: 'Intuitives Denken beschreibt, wie sehr Sie aus dem Bauch heraus entscheiden: nach Gefühl, nach dem ersten Eindruck und mit einem schnellen Gespür für Muster.',
      lowPole: 'Misstraut Ahnungen, prüft lieber zuerst',
      highPole: 'Vertraut dem Bauchgefühl und dem ersten Eindruck',
      levels: {
        1: {
          headline: 'Sie handeln selten nach einer bloßen Ahnung.',
          interpretation: 'Bauchgefühl und erste Eindrücke erscheinen Ihnen als Grundlage für Entscheidungen zu vage. Sie prüfen lieber, bevor Sie handeln. In schnellen Situationen kann es Zeit sparen, Ihrem ersten Eindruck etwas mehr Gewicht zu geben.',
        },
        2: {
          headline: 'Sie nehmen Ihr Bauchgefühl wahr, lassen es aber selten entscheiden.',
          interpretation: 'Den ersten Eindruck nehmen Sie als Signal und suchen dann nach mehr. Ihrem Instinkt vertrauen Sie vor allem in vertrauten Situationen. Die meisten Ihrer Entscheidungen beruhen auf etwas, das Sie erklären können.',
        },
        3: {
          headline: 'Sie nutzen Ihr Bauchgefühl neben anderen Informationen.',
          interpretation: 'Manchmal folgen Sie einer Ahnung, manchmal möchten Sie mehr in der Hand haben. Ihr erster Eindruck ist oft ein hilfreicher Ausgangspunkt. Wie sehr Sie sich darauf verlassen, hängt von der Situation ab und davon, was auf dem Spiel steht.',
        },
        4: {
          headline: 'Sie vertrauen oft Ihrem Bauchgefühl und Ihrem ersten Eindruck.',
          interpretation: 'Sie erfassen Antworten und Muster schnell, manchmal bevor Sie sie erklären können. In neuen Situationen folgen Sie dem, was sich richtig anfühlt. Das macht Sie schnell handlungsfähig; bei großen Entscheidungen kann eine kurze Prüfung zusätzliche Sicherheit geben.',
        },
        5: {
          headline: 'Das Bauchgefühl ist Ihr wichtigster Wegweiser, wenn Sie entscheiden.',
          interpretation: 'Sie lesen Menschen und Situationen schnell und handeln nach dem, was Sie spüren. Ihr Instinkt fühlt sich für Sie verlässlich an, und Sie kommen schnell voran. Eine wichtige Ahnung an ein paar Fakten zu überprüfen, kann zeigen, wann sie Ihnen gute Dienste leistet und wann sie Unterstützung braucht.',
        },
      },
    },
    reflective: {
      name: 'Reflektiertes Denken',
      description: 'Reflektiertes Denken beschreibt, wie sehr Sie durch Analyse entscheiden: Fakten prüfen, Möglichkeiten vergleichen und sie Schritt für Schritt abwägen.',
      lowPole: 'Entscheidet schnell und macht weiter',
      highPole: 'Analysiert, prüft Fakten, wägt Möglichkeiten ab',
      levels: {
        1: {
          headline: 'Sie entscheiden schnell und analysieren selten ausführlich.',
          interpretation: 'Langes Abwägen empfinden Sie als ermüdend, deshalb legen Sie sich fest und machen weiter. Das hält Sie in Bewegung. Bei Entscheidungen, die sich schwer rückgängig machen lassen, kann eine kurze Liste mit Vor- und Nachteilen eine nützliche Gewohnheit sein.',
        },
        2: {
          headline: 'Sie denken die Dinge kurz durch und handeln dann.',
          interpretation: 'Sie prüfen die wichtigsten Fakten, halten die Analyse aber kurz. Ausführliche Vergleiche erscheinen Ihnen bei den meisten Entscheidungen aufwendiger, als sie es wert sind. Sie entscheiden gern mit den Informationen, die Sie haben.',
        },
        3: {
          headline: 'Sie analysieren, wenn es darauf ankommt, und fassen sich sonst kurz.',
          interpretation: 'Bei wichtigen Entscheidungen vergleichen Sie Möglichkeiten und prüfen Fakten; bei kleineren entscheiden Sie schnell. Die meisten Ihrer Entscheidungen können Sie begründen. Wie gründlich Sie analysieren, richtet sich danach, was auf dem Spiel steht.',
        },
        4: {
          headline: 'Sie wägen Ihre Möglichkeiten gern sorgfältig ab, bevor Sie entscheiden.',
          interpretation: 'Sie sammeln Informationen, vergleichen Möglichkeiten und denken Vor- und Nachteile durch. Andere vertrauen Ihren Entscheidungen, weil Sie sie begründen können. In schnellen Situationen hilft Ihnen ein Zeitlimit, rechtzeitig zu entscheiden.',
        },
        5: {
          headline: 'Sorgfältige Analyse ist Ihr wichtigster Wegweiser, wenn Sie entscheiden.',
          interpretation: 'Sie zerlegen Probleme gern in Schritte, prüfen Fakten und vergleichen jede Möglichkeit. Ihre Entscheidungen sind gründlich und gut begründet. Zu entscheiden, sobald Sie genug Informationen haben, statt auf alle zu warten, kann Ihnen Zeit und Energie sparen.',
        },
      },
    },
  },
  outcomes: {
    social: {
      name: 'Soziales Motiv',
      summary: 'Am ehesten kaufen Sie etwas, wenn ein Kauf Sie mit anderen Menschen verbindet: durch Teilen, Dazugehören und gemeinsames Aussuchen.',
      description: [
        'Ihr stärkstes Kaufmotiv ist sozial. Was Freunde, Familie und Ihr weiteres Umfeld wählen, nutzen und empfehlen, beeinflusst deutlich, was Sie kaufen. Sie mögen Anschaffungen, die Sie teilen, zeigen oder gemeinsam nutzen können, und Einkaufen kann für Sie ein Weg sein, sich anderen nah zu fühlen.',
        'Dieses Motiv hat echten Wert: Es hält Sie in Kontakt mit Menschen, hilft Ihnen, von ihren Erfahrungen zu lernen, und macht viele Käufe schöner. Es kann Sie aber auch dazu verleiten, Dinge zu kaufen, um mit anderen mitzuhalten, oder das zu wählen, was eher zur Gruppe passt als zu Ihnen.',
        'Für Ihre persönliche Entwicklung ist das soziale Motiv eine Stärke, die Sie bewusst nutzen können: Lernen Sie gemeinsam mit anderen, teilen Sie Fähigkeiten ebenso wie Dinge, und prüfen Sie ab und zu, ob Ihre Entscheidungen auch Ihre eigenen Bedürfnisse und Werte widerspiegeln.',
      ],
      lists: {
        strengths: [
          'Sie lernen schnell aus den Erfahrungen und Empfehlungen anderer.',
          'Sie teilen, verleihen und nutzen Dinge gern gemeinsam.',
          'Ihre Käufe stärken oft Freundschaften und gemeinsame Momente.',
          'Sie bemerken, was den Menschen um Sie herum wichtig ist.',
        ],
        watchOuts: [
          'Sie kaufen Dinge vielleicht vor allem, um mit Ihrem Umfeld mitzuhalten.',
          'Trends in der Gruppe können Ihre Ausgaben über Ihren Plan hinaustreiben.',
          'Ihr eigener Geschmack bekommt womöglich weniger Raum als die Meinung anderer.',
        ],
        recommendations: [
          'Fragen Sie sich vor einem Kauf: Würde ich das auch wollen, wenn es sonst niemand sähe?',
          'Warten Sie 48 Stunden, bevor Sie etwas kaufen, nur weil Freunde es haben.',
          'Schlagen Sie gemeinsame Unternehmungen vor, etwa einen Kurs oder einen Spaziergang, statt gemeinsam einkaufen zu gehen.',
          'Legen Sie einen monatlichen Betrag für gesellige Ausgaben wie Geschenke und Ausflüge fest und halten Sie sich daran.',
          'Schließen Sie sich einer Gruppe an, die gemeinsam eine Fähigkeit lernt, damit Ihre soziale Energie auch Ihrer Entwicklung zugutekommt.',
        ],
      },
    },
    result: {
      name: 'Nutzenmotiv',
      summary: 'Am ehesten kaufen Sie etwas, wenn ein Kauf ein klares praktisches Ergebnis und ein gutes Preis-Leistungs-Verhältnis bietet.',
      description: [
        'Ihr stärkstes Kaufmotiv ist der Nutzen. Meist gehen Sie von einem Bedarf oder einem Problem aus und suchen das Produkt, das es für das Geld am besten löst. Sie vergleichen Preise, lesen Bewertungen und überlegen, wie Sie das Gekaufte nutzen werden.',
        'Dieses Motiv hält Ihre Ausgaben zielgerichtet und effizient und schützt Sie vor vielen Spontankäufen. Es kann Einkaufen aber auch zu einer reinen Pflichtaufgabe machen, wenig Raum für Genuss lassen oder Sie dazu bringen, die billigste funktionierende Variante zu wählen, wenn eine bessere Ihnen länger dienen würde.',
        'Für Ihre persönliche Entwicklung können Sie denselben praktischen Blick auf sich selbst richten: Setzen Sie sich klare Ziele, wählen Sie Lernangebote, die ein echtes Problem für Sie lösen, und messen Sie, was sie Ihnen bringen. Lassen Sie dabei auch Raum für Dinge, die einfach Freude machen.',
      ],
      lists: {
        strengths: [
          'Sie wissen, was Sie brauchen, bevor Sie einkaufen gehen.',
          'Sie bekommen viel für Ihr Geld.',
          'Sie vermeiden Krimskrams, weil Sie gezielt kaufen.',
          'Andere schätzen Ihren praktischen Rat beim Einkaufen.',
        ],
        watchOuts: [
          'Sie verbringen vielleicht viel Zeit damit, kleine Preisunterschiede zu vergleichen.',
          'Genuss und Schönheit bekommen bei Ihren Entscheidungen womöglich zu wenig Gewicht.',
          'Die billigste funktionierende Variante kann auf Dauer teurer werden.',
        ],
        recommendations: [
          'Setzen Sie sich für die Recherche bei kleinen Käufen ein Zeitlimit, etwa fünfzehn Minuten.',
          'Vergleichen Sie bei Dingen, die Sie täglich benutzen, die Kosten pro Nutzung, nicht nur den Preis.',
          'Planen Sie jeden Monat einen Kauf ein, der einfach nur Freude machen soll.',
          'Wählen Sie in diesem Quartal einen Kurs oder ein Buch, der oder das ein echtes Problem in Ihrer Arbeit oder Ihrem Leben löst.',
          'Schreiben Sie ein klares, messbares Ziel für Ihre persönliche Entwicklung auf und überprüfen Sie es jeden Monat.',
        ],
      },
    },
    emotional: {
      name: 'Emotionales Motiv',
      summary: 'Am ehesten kaufen Sie etwas, wenn ein Kauf Freude macht, Ihre Stimmung hebt oder für Aufregung sorgt.',
      description: [
        'Ihr stärkstes Kaufmotiv ist emotional. Die Freude daran, etwas Neues auszusuchen, auszupacken und zu benutzen, ist Ihnen wichtig, und eine kleine Belohnung kann Ihre Stimmung heben oder einen schönen Moment feiern. Sie kaufen mit Begeisterung und oft spontan.',
        'Dieses Motiv bringt echte Freude und Energie in den Alltag und hilft Ihnen zu erkennen, was Ihnen guttut. Es kann aber auch zu Spontankäufen führen, zu Ausgaben, mit denen Sie Stress oder Langeweile bewältigen, und zu Käufen, deren Reiz schnell verfliegt.',
        'Für Ihre persönliche Entwicklung geht es darum, die Freude zu bewahren und sie bewusster zu wählen: Finden Sie heraus, welche Käufe Sie auch Wochen später noch glücklich machen, und schaffen Sie sich weitere Quellen guter Laune, etwa Unternehmungen, Menschen und kleine Rituale.',
      ],
      lists: {
        strengths: [
          'Sie verstehen es, das Leben zu genießen und schöne Momente zu feiern.',
          'Sie sind offen für neue Erfahrungen und neue Dinge.',
          'Ihre Begeisterung steckt die Menschen um Sie herum oft an.',
        ],
        watchOuts: [
          'Sie kaufen vielleicht spontan und bereuen es später.',
          'Einkaufen kann zur Gewohnheit werden, um mit Stress oder Langeweile umzugehen.',
          'Die Freude an einem neuen Kauf verfliegt womöglich schnell.',
          'Kleine Belohnungen können sich im Laufe eines Monats zu einem großen Betrag summieren.',
        ],
        recommendations: [
          'Führen Sie eine Wunschliste und kaufen Sie etwas erst, wenn Sie es nach einer Woche immer noch möchten.',
          'Legen Sie ein monatliches Budget für kleine Belohnungen fest, damit Sie sie mit gutem Gewissen genießen können.',
          'Wenn Sie nach einem schweren Tag Lust zum Einkaufen verspüren, machen Sie zuerst einen kurzen Spaziergang oder rufen Sie eine Freundin oder einen Freund an.',
          'Notieren Sie einmal im Monat, welche Käufe Ihnen noch Freude machen und welche nicht.',
          'Geben Sie so oft Geld für Erlebnisse wie ein Konzert oder einen Kurs aus wie für Dinge.',
        ],
      },
    },
    quality: {
      name: 'Qualitätsmotiv',
      summary: 'Am ehesten kaufen Sie etwas, wenn ein Produkt gut gemacht und langlebig ist und von einem Hersteller stammt, dem Sie vertrauen.',
      description: [
        'Ihr stärkstes Kaufmotiv ist Qualität. Sie achten auf Materialien, Verarbeitung und Details und sind bereit, für etwas Langlebiges mehr zu bezahlen. Hat sich eine Marke als zuverlässig erwiesen, bleiben Sie ihr meist treu.',
        'Dieses Motiv führt oft zu weniger, aber besseren Käufen und zu weniger Verschwendung, und Ihr Blick für Details ist eine echte Fähigkeit. Es kann aber auch dazu führen, dass Sie mehr ausgeben, als ein Zweck erfordert, lange nach dem richtigen Stück suchen oder bei einer vertrauten Marke bleiben, obwohl eine neue Ihnen besser dienen könnte.',
        'Für Ihre persönliche Entwicklung können Sie Ihr Gespür für Qualität auf Ihre eigenen Fähigkeiten anwenden: Üben Sie ein Handwerk gründlich, investieren Sie in gutes Werkzeug für das, was Sie oft tun, und erlauben Sie sich, dass erste Versuche bei etwas Neuem unvollkommen sein dürfen.',
      ],
      lists: {
        strengths: [
          'Ihre Anschaffungen halten meist lange und leisten Ihnen gute Dienste.',
          'Sie bemerken Details und Handwerkskunst, die andere übersehen.',
          'Sie kaufen weniger, aber besser, und vermeiden so Verschwendung.',
          'Andere vertrauen Ihren Empfehlungen dazu, was sich zu kaufen lohnt.',
        ],
        watchOuts: [
          'Sie bezahlen vielleicht für Qualität, die ein Zweck eigentlich nicht braucht.',
          'Die Suche nach dem perfekten Stück kann viel Zeit kosten.',
          'Die Treue zu einer Marke kann Sie davon abhalten, bessere Alternativen auszuprobieren.',
        ],
        recommendations: [
          'Fragen Sie sich, bevor Sie mehr bezahlen, wie oft und wie lange Sie den Gegenstand benutzen werden.',
          'Wählen Sie einen Bereich, in dem eine einfache, günstigere Variante genügt, und sparen Sie dort.',
          'Probieren Sie dieses Jahr in einem Bereich, den Sie gut kennen, eine neue Marke oder einen neuen Hersteller aus.',
          'Investieren Sie in ein hochwertiges Werkzeug oder einen guten Kurs für eine Fähigkeit, die Sie jede Woche üben.',
          'Wenn Sie etwas Neues lernen, setzen Sie sich eine Frist für eine erste grobe Fassung, bevor Sie sie verfeinern.',
        ],
      },
    },
    intuitive: {
      name: 'Intuitiver Denkstil',
      summary: 'Sie entscheiden am liebsten aus dem Bauch heraus: nach Gefühl, nach dem ersten Eindruck und mit einem schnellen Gespür für Muster.',
      description: [
        'Ihr Denkstil ist intuitiv. Wenn Sie entscheiden, vertrauen Sie meist Ihrem Bauchgefühl und Ihrem ersten Eindruck, und oft spüren Sie eine Antwort, bevor Sie sie erklären können. Sie erkennen Muster schnell und fühlen sich wohl, wenn Sie in neuen oder sich schnell verändernden Situationen handeln.',
        'Das ist eine bevorzugte Art zu entscheiden, kein Maß für Fähigkeiten. Intuition funktioniert am besten dort, wo Sie Erfahrung haben, denn sie greift auf alles zurück, was Sie schon erlebt haben. In ungewohnten Bereichen oder wenn viel auf dem Spiel steht, kann eine Ahnung Fakten übersehen, die eine kurze Prüfung ans Licht bringen würde.',
        'Für Ihre Entwicklung: Behalten Sie Ihr Tempo und ergänzen Sie es bei wichtigen Entscheidungen um ein paar einfache Prüfungen. Lernen durch Tun, durch Ausprobieren und anschließendes Nachdenken passt meist gut zu Ihnen.',
      ],
      lists: {
        strengths: [
          'Sie entscheiden schnell und halten die Dinge in Bewegung.',
          'Sie erfassen Menschen und Situationen rasch.',
          'Sie erkennen Muster und Zusammenhänge, die anderen entgehen.',
          'Sie bleiben ruhig, wenn mit wenigen Informationen entschieden werden muss.',
        ],
        watchOuts: [
          'Ihr Bauchgefühl ist in Bereichen, in denen Sie wenig Erfahrung haben, womöglich weniger verlässlich.',
          'Andere können Ihre Entscheidungen vielleicht schwer nachvollziehen, wenn Sie sie nicht erklären können.',
          'Erste Eindrücke von Menschen können ungerecht oder unvollständig sein.',
        ],
        recommendations: [
          'Schreiben Sie bei wichtigen Entscheidungen Ihre Ahnung auf und suchen Sie dann eine Tatsache, die sie stützt, und eine, die sie infrage stellt.',
          'Bevor Sie anderen eine Bauchentscheidung erklären, benennen Sie zwei Gründe dafür.',
          'Führen Sie ein kurzes Entscheidungstagebuch und prüfen Sie nach einem Monat, welche Ahnungen sich als richtig erwiesen haben.',
          'Lernen Sie neue Fähigkeiten, indem Sie sie zuerst ausprobieren, und lesen Sie dann nach, was Ihnen dabei aufgefallen ist.',
        ],
      },
    },
    reflective: {
      name: 'Reflektierter Denkstil',
      summary: 'Sie entscheiden am liebsten durch Analyse: Fakten prüfen und Möglichkeiten Schritt für Schritt abwägen.',
      description: [
        'Ihr Denkstil ist reflektiert. Wenn Sie entscheiden, sammeln Sie gern Informationen, vergleichen Möglichkeiten und denken Vor- und Nachteile durch, bevor Sie sich festlegen. Sie verstehen ein Problem gern im Detail und können meist erklären, wie Sie zu einer Entscheidung gekommen sind.',
        'Das ist eine bevorzugte Art zu entscheiden, kein Maß für Fähigkeiten. Sorgfältige Analyse ist eine echte Stärke bei komplexen und folgenreichen Entscheidungen. Sie kann Sie aber auch bremsen, wenn die Zeit knapp ist, oder dazu führen, dass Sie weiter nach Informationen suchen, obwohl Sie längst genug haben.',
        'Für Ihre Entwicklung: Heben Sie sich Ihre Gründlichkeit für die Entscheidungen auf, die sie verdienen, und üben Sie, bei kleineren schneller zu entscheiden. Strukturiertes Lernen mit klaren Schritten und Zeit zum Wiederholen passt meist gut zu Ihnen.',
      ],
      lists: {
        strengths: [
          'Ihre Entscheidungen sind gut begründet und leicht zu erklären.',
          'Sie erkennen Schwachstellen in einem Plan, bevor sie Probleme verursachen.',
          'Sie erarbeiten sich ein Thema gründlich und verstehen, wie es zusammenhängt.',
          'Andere vertrauen Ihnen komplexe Entscheidungen an.',
        ],
        watchOuts: [
          'Sie verwenden vielleicht viel Zeit auf Entscheidungen, die wenig bedeuten.',
          'Wenn Sie auf weitere Informationen warten, verpassen Sie womöglich den richtigen Moment.',
          'Ihr Bauchgefühl enthält vielleicht nützliche Signale, die die Analyse übersieht.',
        ],
        recommendations: [
          'Setzen Sie sich für jede Entscheidung ein Zeitlimit, das dem entspricht, was auf dem Spiel steht.',
          'Nehmen Sie bei kleinen Entscheidungen die erste Möglichkeit, die Ihr wichtigstes Bedürfnis erfüllt.',
          'Notieren Sie vor der Analyse Ihren ersten Eindruck und vergleichen Sie ihn mit Ihrer endgültigen Entscheidung.',
          'Planen Sie Ihr Lernen in klaren Schritten und schauen Sie jede Woche auf das zurück, was Sie gelernt haben.',
          'Üben Sie einmal pro Woche eine schnelle Entscheidung in einer Situation mit geringem Risiko, etwa bei der Wahl einer Mahlzeit.',
        ],
      },
    },
    neutral: {
      name: 'Ausgewogener (neutraler) Denkstil',
      summary: 'Sie wechseln flexibel zwischen Bauchgefühl und sorgfältiger Analyse, und keine der beiden Arten zu entscheiden überwiegt deutlich.',
      description: [
        'Ihr Denkstil ist ausgewogen. Wenn Sie entscheiden, überwiegt weder das Bauchgefühl noch die Analyse deutlich: Manchmal folgen Sie einem ersten Eindruck, manchmal möchten Sie zuerst die Fakten prüfen. Welchen Weg Sie wählen, hängt oft von der Situation, Ihrer Erfahrung und dem ab, was auf dem Spiel steht.',
        'Das ist eine bevorzugte Art zu entscheiden, kein Maß für Fähigkeiten. Dank Ihrer Flexibilität können Sie in vertrauten Situationen schnell handeln und sich bei komplexen Entscheidungen Zeit lassen. Es kann aber auch bedeuten, dass Sie manchmal den weniger hilfreichen Ansatz wählen oder zwischen beiden hin- und herpendeln, bevor Sie sich festlegen.',
        'Für Ihre Entwicklung: Machen Sie den Wechsel zu einer bewussten Entscheidung. Legen Sie im Voraus fest, wann eine Entscheidung einen schnellen Instinkt verlangt und wann sorgfältiges Nachdenken. Eine Mischung aus praktischem Üben und strukturiertem Lernen passt meist gut zu Ihnen.',
      ],
      lists: {
        strengths: [
          'Sie passen Ihre Art zu entscheiden an die Situation an.',
          'Sie arbeiten gut sowohl mit schnellen als auch mit sorgfältigen Entscheidern zusammen.',
          'Sie verbinden einen ersten Eindruck mit einer Prüfung der Fakten.',
        ],
        watchOuts: [
          'Sie analysieren vielleicht einfache Entscheidungen und überstürzen komplexe.',
          'Das Hin und Her zwischen Bauchgefühl und Analyse kann eine Entscheidung verzögern.',
          'Andere wissen womöglich nicht genau, wie Sie an ein Problem herangehen werden.',
        ],
        recommendations: [
          'Fragen Sie sich vor einer Entscheidung, ob sie sich leicht rückgängig machen lässt, und entscheiden Sie in diesem Fall schnell.',
          'Notieren Sie bei wichtigen Entscheidungen Ihren ersten Eindruck und prüfen Sie dann zwei zentrale Fakten.',
          'Sagen Sie Kolleginnen und Kollegen, welchen Ansatz Sie gerade verfolgen, damit sie wissen, woran sie sind.',
          'Wechseln Sie beim Lernen zwischen praktischem Ausprobieren und Lesen oder Kursen zum selben Thema ab.',
        ],
      },
    },
  },
};
